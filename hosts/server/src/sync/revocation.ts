/**
 * Revocation for open sync sockets. A socket's access is decided at the upgrade, and kept current afterwards: each
 * socket remembers its credential (`LiveGrant`), and a recheck runs the same access check again against the
 * database, then closes the socket (`accessRevoked`, 4403) or sets whether it may write. Rechecks run when a REST
 * route changes access on this node (collaborator removed, preview link rotated, album locked or unlocked), and for
 * every socket once per interval (default 1 s) so that token expiry and changes made on other server nodes arrive
 * within that time. Deleted albums and users close their sockets without a database round trip.
 */
import type { SyncGrant, SyncServer, SyncSession } from '@album/sync/server';
import { SyncCloseCode } from '@album/sync/server';

/** What a credential grants on an album now. */
export type LiveAccess = 'write' | 'read' | 'none';

/** A grant whose access can be checked again. */
export interface LiveGrant extends SyncGrant {
  /** Sockets with the same key share one recheck (same album and credential). */
  readonly key: string;
  recheck(): Promise<LiveAccess>;
  /** Updated by rechecks; what `mayWrite` answers. */
  writable: boolean;
}

/** A grant that starts with `initial` access and is rechecked with `recheck`. */
export function liveGrant(
  albumId: string,
  userId: string | null,
  key: string,
  writable: boolean,
  recheck: () => Promise<LiveAccess>,
): LiveGrant {
  const grant: LiveGrant = {
    albumId,
    userId,
    key,
    recheck,
    writable,
    // Synchronous: the guard asks for every message with changes; the answer is kept current by rechecks instead.
    mayWrite: () => grant.writable,
  };
  return grant;
}

export interface Revocation {
  /** Rechecks the sockets of an album now (after a change of its collaborators, preview link or lock). */
  recheckAlbum(albumId: string): Promise<void>;
  /** Closes every socket of an album (it was deleted). */
  revokeAlbum(albumId: string): void;
  /** Closes every socket of a user (the user was deleted or signed out everywhere). */
  revokeUser(userId: string): void;
  /** Rechecks every socket (runs on the interval). */
  recheckAll(): Promise<void>;
  stop(): void;
}

const liveGrantOf = (session: SyncSession): LiveGrant | undefined =>
  session.grant && 'recheck' in session.grant ? (session.grant as LiveGrant) : undefined;

export function createRevocation(server: SyncServer, intervalMs = 1000): Revocation {
  async function recheck(match: (grant: LiveGrant) => boolean): Promise<void> {
    const groups = new Map<string, LiveGrant[]>();
    for (const session of server.adapter.openSessions()) {
      const grant = liveGrantOf(session);
      if (!grant || !match(grant)) continue;
      const group = groups.get(grant.key);
      if (group) group.push(grant);
      else groups.set(grant.key, [grant]);
    }
    await Promise.all(
      [...groups.values()].map(async (grants) => {
        let access: LiveAccess;
        try {
          access = await grants[0]!.recheck();
        } catch {
          // The database is unreachable: keep what was decided before rather than cut everybody off.
          return;
        }
        if (access === 'none') {
          const revoked = new Set<SyncGrant>(grants);
          server.closeSessions(
            (s) => s.grant !== undefined && revoked.has(s.grant),
            SyncCloseCode.accessRevoked,
            'access revoked',
          );
        } else for (const grant of grants) grant.writable = access === 'write';
      }),
    );
  }

  let running: Promise<void> | null = null;
  const recheckAll = (): Promise<void> => {
    // One sweep at a time: a slow database must not stack them up.
    running ??= recheck(() => true).finally(() => {
      running = null;
    });
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => void recheckAll(), intervalMs) : null;
  timer?.unref?.();

  return {
    recheckAlbum: (albumId) => recheck((grant) => grant.albumId === albumId),
    revokeAlbum(albumId) {
      server.closeSessions((s) => s.albumId === albumId, SyncCloseCode.accessRevoked, 'album deleted');
    },
    revokeUser(userId) {
      server.closeSessions((s) => s.userId === userId, SyncCloseCode.accessRevoked, 'user removed');
    },
    recheckAll,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
