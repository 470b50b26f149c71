/**
 * Several server nodes on one database: which nodes there are (`SYNC_NODES`), which one this is (`PUBLIC_URL`), and
 * the credential nodes present to each other on their links (an HMAC with the shared `SYNC_PEER_SECRET` of the
 * sender, the receiver and a timestamp, so that a captured credential is worth nothing at another node or later).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeNodeUrl } from '@album/sync';

export interface SyncNodesConfig {
  /** Base URLs of every node, this one included, normalised and sorted. */
  nodes: string[];
  /** This node's base URL. */
  self: string;
  /** The secret shared by the nodes. */
  secret: string;
}

/** Credentials older or newer than this are refused (clocks of the nodes may differ a little). */
export const NODE_CREDENTIAL_WINDOW_MS = 5 * 60_000;
const MIN_SECRET_LENGTH = 32;

/**
 * The node setup from the environment: null when `SYNC_NODES` is unset (a single node). Throws when it is set but
 * `SYNC_PEER_SECRET` is missing or short, or this node's `publicUrl` is not among the nodes.
 */
export function syncNodesFromEnv(
  env: Record<string, string | undefined>,
  publicUrl: string,
): SyncNodesConfig | null {
  const list = (env.SYNC_NODES ?? '')
    .split(',')
    .map((url) => normalizeNodeUrl(url))
    .filter(Boolean);
  if (list.length === 0) return null;
  for (const url of list) {
    if (!/^https?:\/\/[^/]/.test(url)) throw new Error(`SYNC_NODES: "${url}" is not an http(s) base URL`);
  }
  const secret = env.SYNC_PEER_SECRET ?? '';
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`SYNC_NODES needs SYNC_PEER_SECRET of at least ${MIN_SECRET_LENGTH} characters`);
  }
  const self = normalizeNodeUrl(publicUrl);
  const nodes = [...new Set(list)].sort();
  if (!nodes.includes(self)) {
    throw new Error(`SYNC_NODES must list this node's PUBLIC_URL (${self}); it has ${nodes.join(', ')}`);
  }
  return { nodes, self, secret };
}

function signature(secret: string, from: string, to: string, at: number): string {
  return createHmac('sha256', secret).update(`album-sync-node\n${from}\n${to}\n${at}`).digest('base64url');
}

/** The credential node `from` presents to node `to` (a subprotocol-safe token). */
export function nodeCredential(secret: string, from: string, to: string, now = Date.now()): string {
  return `node.${now}.${signature(secret, normalizeNodeUrl(from), normalizeNodeUrl(to), now)}`;
}

/** True when `credential` was made by a holder of the secret, for this sender and receiver, recently. */
export function verifyNodeCredential(
  secret: string,
  credential: string,
  from: string,
  to: string,
  now = Date.now(),
): boolean {
  const match = /^node\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(credential);
  if (!match) return false;
  const at = Number(match[1]);
  if (Math.abs(now - at) > NODE_CREDENTIAL_WINDOW_MS) return false;
  const expected = Buffer.from(signature(secret, normalizeNodeUrl(from), normalizeNodeUrl(to), at));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
