import { describe, expect, it } from 'vitest';
import { fixtureDocument } from '../store/fixture.test-util';
import { mayChange } from './permissions';

describe('mayChange', () => {
  const doc = fixtureDocument();
  it('lets only the author or an admin change a comment', () => {
    expect(mayChange(doc.nodes.c1, { userId: 'u1', isAdmin: false })).toBe(true);
    expect(mayChange(doc.nodes.c1, { userId: 'u2', isAdmin: false })).toBe(false);
    expect(mayChange(doc.nodes.c1, { userId: 'u2', isAdmin: true })).toBe(true);
    expect(mayChange(doc.nodes.c1, null)).toBe(false);
  });

  it('does not restrict other nodes', () => {
    expect(mayChange(doc.nodes.r1, null)).toBe(true);
    expect(mayChange(undefined, null)).toBe(true);
  });
});
