import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { loadSigningKey } from './local-key';
import { LocalTokens } from './tokens';

describe('local tokens', () => {
  const key = new TextEncoder().encode('k'.repeat(40));

  it('signs and verifies access and render tokens, each only for its purpose', async () => {
    const tokens = new LocalTokens(key, 60);
    const access = await tokens.signAccess('user-1');
    expect(await tokens.verifyAccess(access)).toEqual({ userId: 'user-1', credentials: undefined });
    const versioned = await tokens.signAccess('user-1', 'v1');
    expect(await tokens.verifyAccess(versioned)).toEqual({ userId: 'user-1', credentials: 'v1' });
    const render = await tokens.signRender('album-1', 60);
    expect(await tokens.verifyRender(render)).toBe('album-1');
    await expect(tokens.verifyAccess(render)).rejects.toMatchObject({ status: 401, code: 'invalid_token' });
    await expect(tokens.verifyRender(access)).rejects.toBeInstanceOf(HttpError);
  });

  it('signs mailed-link tokens that only their own purpose accepts', async () => {
    const tokens = new LocalTokens(key, 60);
    const activate = await tokens.signLink('activate', { sub: 'user-1', check: 'a@example.com' }, 60);
    expect(await tokens.verifyLink('activate', activate)).toEqual({ sub: 'user-1', check: 'a@example.com' });
    expect(await tokens.verifyLink('reset', activate)).toBeNull();
    await expect(tokens.verifyAccess(activate)).rejects.toMatchObject({ code: 'invalid_token' });
    expect(await tokens.verifyLink('activate', await tokens.signAccess('user-1'))).toBeNull();
    expect(await tokens.verifyLink('reset', 'not a token')).toBeNull();
    // An expiry in the past is already expired when signed: no waiting needed.
    const expired = await tokens.signLink('reset', { sub: 'u', check: 'x' }, -10);
    expect(await tokens.verifyLink('reset', expired)).toBe('expired');
  });

  it('refuses tokens of another key and expired tokens', async () => {
    const other = new LocalTokens(new TextEncoder().encode('o'.repeat(40)), 60);
    await expect(new LocalTokens(key, 60).verifyAccess(await other.signAccess('u'))).rejects.toMatchObject({
      code: 'invalid_token',
    });
    const expired = await new LocalTokens(key, 0).signAccess('u');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(new LocalTokens(key, 60).verifyAccess(expired)).rejects.toMatchObject({
      code: 'token_expired',
    });
  });
});

describe('signing key', () => {
  it('uses AUTH_SECRET when set and refuses short ones', () => {
    expect(new TextDecoder().decode(loadSigningKey('s'.repeat(32), '/nonexistent'))).toBe('s'.repeat(32));
    expect(() => loadSigningKey('short', '/nonexistent')).toThrow(/32/);
  });

  it('generates a key once into the data directory and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'album-key-'));
    try {
      const first = loadSigningKey(undefined, dir);
      const second = loadSigningKey(undefined, dir);
      expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
      expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim().length).toBeGreaterThanOrEqual(60);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
