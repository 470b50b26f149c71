/**
 * Who may change what (specification sections 5 and 6): comments are edited, duplicated or deleted only by their
 * author or an admin; a read-only editor (locked album, preview link) changes nothing.
 */
import type { AnyNode } from '../model/types';

/** The user the editor acts for. */
export interface EditorUser {
  userId: string;
  isAdmin: boolean;
}

/** True when `user` may edit, duplicate or delete `node` (only comments are restricted). */
export function mayChange(node: AnyNode | undefined, user: EditorUser | null): boolean {
  if (!node || node.type !== 'Comment') return true;
  if (user === null) return false;
  return user.isAdmin || node.props.userId === user.userId;
}
