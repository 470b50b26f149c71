import { describe, expect, it } from 'vitest';
import { invitationBlock } from './invitation-rules';

const base = {
  email: 'guest@example.com',
  sending: false,
  invitations: [{ email: 'invited@example.com' }],
  associations: [{ user: { id: 'u1', email: 'Owner@Example.com', picture: null } }],
};

describe('invitationBlock', () => {
  it('lets a new, well-formed address through', () => {
    expect(invitationBlock(base)).toBeNull();
    expect(invitationBlock({ ...base, email: '  guest@example.com ' })).toBeNull();
  });

  it('blocks while sending, before looking at the address', () => {
    expect(invitationBlock({ ...base, sending: true })).toBe('sending');
    expect(invitationBlock({ ...base, sending: true, email: '' })).toBe('sending');
  });

  it('blocks an empty or malformed address', () => {
    expect(invitationBlock({ ...base, email: '   ' })).toBe('empty');
    expect(invitationBlock({ ...base, email: 'no-at-sign' })).toBe('invalid');
    expect(invitationBlock({ ...base, email: 'a@b' })).toBe('invalid');
  });

  it('blocks addresses already invited or already users, ignoring case', () => {
    expect(invitationBlock({ ...base, email: 'INVITED@example.com' })).toBe('already_invited');
    expect(invitationBlock({ ...base, email: 'owner@example.com' })).toBe('already_member');
  });
});
