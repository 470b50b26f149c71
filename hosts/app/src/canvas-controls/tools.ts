/**
 * The tools of the side tool menu (editor-react's `Tool`), and who sees which: the comment tool is for admins only
 * (specification section 6).
 */
import type { Tool } from '@album/editor-react';

/** Every tool in menu order: selection and view first, then the insert tools. */
export const CANVAS_TOOLS: readonly Tool[] = [
  'select',
  'pan',
  'text',
  'rectangle',
  'circle',
  'line',
  'image',
  'comment',
];

/** The tools a user is offered: all of them for admins, all but `comment` for everyone else. */
export function toolsFor(isAdmin: boolean): readonly Tool[] {
  return isAdmin ? CANVAS_TOOLS : CANVAS_TOOLS.filter((tool) => tool !== 'comment');
}

/** Narrows a menu key back to a tool. */
export function isTool(key: unknown): key is Tool {
  return typeof key === 'string' && (CANVAS_TOOLS as readonly string[]).includes(key);
}
