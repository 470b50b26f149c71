import { describe, expect, it } from 'vitest';
import { nodeCredential, syncNodesFromEnv, verifyNodeCredential } from './nodes';

const SECRET = 'a-shared-secret-of-at-least-32-characters';

describe('sync nodes configuration', () => {
  it('is off without SYNC_NODES and reads the node list with this node among them', () => {
    expect(syncNodesFromEnv({}, 'http://a:3000')).toBeNull();
    expect(
      syncNodesFromEnv(
        { SYNC_NODES: 'http://b:3000/, http://a:3000', SYNC_PEER_SECRET: SECRET },
        'http://a:3000/',
      ),
    ).toEqual({ nodes: ['http://a:3000', 'http://b:3000'], self: 'http://a:3000', secret: SECRET });
  });

  it('refuses a missing or short secret, a list without this node, and odd URLs', () => {
    expect(() => syncNodesFromEnv({ SYNC_NODES: 'http://a:3000' }, 'http://a:3000')).toThrow(/SECRET/);
    expect(() =>
      syncNodesFromEnv({ SYNC_NODES: 'http://b:3000', SYNC_PEER_SECRET: SECRET }, 'http://a:3000'),
    ).toThrow(/PUBLIC_URL/);
    expect(() =>
      syncNodesFromEnv({ SYNC_NODES: 'a:3000', SYNC_PEER_SECRET: SECRET }, 'http://a:3000'),
    ).toThrow(/base URL/);
  });
});

describe('node credentials', () => {
  const now = 1_800_000_000_000;
  const credential = nodeCredential(SECRET, 'http://a:3000', 'http://b:3000', now);

  it('are accepted from the right sender, for the right receiver, within the window', () => {
    expect(credential).toMatch(/^node\.\d+\.[A-Za-z0-9_-]+$/);
    expect(verifyNodeCredential(SECRET, credential, 'http://a:3000/', 'http://b:3000', now + 1000)).toBe(
      true,
    );
  });

  it('are refused for another sender or receiver, another secret, late, or tampered', () => {
    expect(verifyNodeCredential(SECRET, credential, 'http://c:3000', 'http://b:3000', now)).toBe(false);
    expect(verifyNodeCredential(SECRET, credential, 'http://a:3000', 'http://c:3000', now)).toBe(false);
    expect(verifyNodeCredential(`${SECRET}x`, credential, 'http://a:3000', 'http://b:3000', now)).toBe(false);
    expect(verifyNodeCredential(SECRET, credential, 'http://a:3000', 'http://b:3000', now + 600_000)).toBe(
      false,
    );
    const tampered = `${credential.slice(0, -1)}${credential.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyNodeCredential(SECRET, tampered, 'http://a:3000', 'http://b:3000', now)).toBe(false);
    expect(verifyNodeCredential(SECRET, 'bearer', 'http://a:3000', 'http://b:3000', now)).toBe(false);
  });
});
