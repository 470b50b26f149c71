/**
 * Which server node holds an album's live session when several nodes share one database: rendezvous (highest random
 * weight) hashing of the album id over the nodes' base URLs. Every node and every client computes the same order
 * without asking anyone, and when a node leaves only its own albums move (each to its next node in the order).
 */
import { fnv1a32 } from '../schema/hash';

/** A 32-bit hash with good avalanche (FNV-1a, then the murmur3 finaliser): similar inputs get unrelated weights. */
function weight(text: string): number {
  let h = fnv1a32(text);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A node's base URL without trailing slashes, so that `http://a/` and `http://a` name one node. */
export function normalizeNodeUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/**
 * The nodes in the order an album prefers them: the first is its home, the next take over when the ones before are
 * unreachable. Duplicates are dropped; ties (practically never) go by URL.
 */
export function rankNodes(albumId: string, nodes: readonly string[]): string[] {
  const unique = [...new Set(nodes.map(normalizeNodeUrl).filter(Boolean))];
  return unique
    .map((node) => ({ node, weight: weight(`${node}\n${albumId}`) }))
    .sort((a, b) => b.weight - a.weight || (a.node < b.node ? -1 : 1))
    .map((entry) => entry.node);
}

/**
 * The order in which a client should try the nodes for an album: nodes believed live first (in rendezvous order),
 * then the others (also in rendezvous order) as a last resort, since "down" may only mean "not yet reconnected".
 */
export function rankLiveNodes(
  albumId: string,
  nodes: readonly string[],
  isLive: (node: string) => boolean,
): string[] {
  const ranked = rankNodes(albumId, nodes);
  return [...ranked.filter(isLive), ...ranked.filter((node) => !isLive(node))];
}

/** The sync WebSocket URL of a node's base URL: `http(s)://host/base` → `ws(s)://host/base/sync`. */
export function syncSocketUrl(nodeUrl: string, path = '/sync'): string {
  const url = new URL(normalizeNodeUrl(nodeUrl));
  url.protocol = url.protocol === 'https:' ? 'wss:' : url.protocol === 'http:' ? 'ws:' : url.protocol;
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  url.search = '';
  url.hash = '';
  return url.toString();
}
