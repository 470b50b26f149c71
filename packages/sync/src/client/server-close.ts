/**
 * What a client does when the sync server closes its socket, by close code (`SyncCloseCode`). Most closes are
 * transient (a restart, a network drop, a flood cut-off) and the client reconnects with backoff. Some are the server's
 * answer to what this client sent or who it is, and would repeat on every reconnect: reconnecting then is a loop.
 */
import { SyncCloseCode } from '../server/close-codes';

/**
 * - `reconnect`: try again with backoff;
 * - `reload`: the server refused what this client sent (a change the document guard refused, a message it could not
 *   read, a frame too big). The same local state would be sent again after reconnecting, so the client drops its
 *   unconfirmed local state and the album is reloaded from the server;
 * - `revoked`: the credential no longer grants access (collaborator removed, preview link rotated, token expired);
 * - `deleted`: the album was deleted;
 * - `newer-version`: the album's documents are of a newer schema version than this client (`upgradeRequired`): it
 *   must write nothing to them; its user reloads the page to get the newer editor.
 */
export type ServerCloseAction = 'reconnect' | 'reload' | 'revoked' | 'deleted' | 'newer-version';

/** The reason text the server sends with `accessRevoked` when the album itself was deleted. */
const ALBUM_DELETED_REASON = 'album deleted';

/** Decides what to do after the server closed the socket with `code` and `reason`. */
export function serverCloseAction(code: number, reason = ''): ServerCloseAction {
  switch (code) {
    case SyncCloseCode.changeRefused:
    case SyncCloseCode.invalidMessage:
    case SyncCloseCode.messageTooBig:
      return 'reload';
    case SyncCloseCode.accessRevoked:
      return reason === ALBUM_DELETED_REASON ? 'deleted' : 'revoked';
    case SyncCloseCode.unauthorised:
      return 'revoked';
    case SyncCloseCode.upgradeRequired:
      return 'newer-version';
    default:
      return 'reconnect';
  }
}
