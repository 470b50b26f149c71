import { describe, expect, it } from 'vitest';
import { SyncCloseCode } from '../server/close-codes';
import { serverCloseAction } from './server-close';

describe('serverCloseAction', () => {
  it('reconnects after transient closes and stops after the ones a reconnect would repeat', () => {
    for (const code of [0, 1000, 1001, 1005, 1006, 1011, SyncCloseCode.policyViolation])
      expect(serverCloseAction(code)).toBe('reconnect');
    expect(serverCloseAction(SyncCloseCode.changeRefused, 'change refused: reload the album')).toBe('reload');
    expect(serverCloseAction(SyncCloseCode.invalidMessage)).toBe('reload');
    expect(serverCloseAction(SyncCloseCode.messageTooBig)).toBe('reload');
    expect(serverCloseAction(SyncCloseCode.accessRevoked, 'access revoked')).toBe('revoked');
    expect(serverCloseAction(SyncCloseCode.accessRevoked, 'user removed')).toBe('revoked');
    expect(serverCloseAction(SyncCloseCode.accessRevoked, 'album deleted')).toBe('deleted');
    expect(serverCloseAction(SyncCloseCode.unauthorised)).toBe('revoked');
  });
});
