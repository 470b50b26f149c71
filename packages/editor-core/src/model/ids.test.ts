import { describe, expect, it } from 'vitest';
import { createId, createSpreadId, sequentialIds, SPREAD_ID_PREFIX } from './ids';

describe('createId', () => {
  it('makes 22 alphanumeric characters after the prefix', () => {
    expect(createId()).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(createId('img-')).toMatch(/^img-[0-9A-Za-z]{22}$/);
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 10_000 }, () => createId()));
    expect(ids.size).toBe(10_000);
  });

  it('prefixes spread ids', () => {
    expect(createSpreadId().startsWith(SPREAD_ID_PREFIX)).toBe(true);
    expect(SPREAD_ID_PREFIX).toBe('ManualPage-');
  });
});

describe('sequentialIds', () => {
  it('counts up with prefixes', () => {
    const ids = sequentialIds('n');
    expect(ids()).toBe('n1');
    expect(ids('ManualPage-')).toBe('ManualPage-n2');
  });
});
