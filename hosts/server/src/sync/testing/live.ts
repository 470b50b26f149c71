/**
 * Test support for the sync endpoint on loopback: editors connected through `@album/sync/client` as the app connects
 * them, and small waiting helpers. The server itself comes from `test/harness.ts`.
 */
import { createEditor } from '@album/editor-core';
import type { AnyNode, Editor } from '@album/editor-core';
import { MemoryStorageAdapter } from '@album/sync';
import { createAlbumSync, memoryOutbox } from '@album/sync/client';
import type { AlbumSync } from '@album/sync/client';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds; throws after `timeoutMs`. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what = 'condition',
  timeoutMs = 15_000,
): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(25);
  }
}

export interface LiveEditor {
  editor: Editor;
  sync: AlbumSync;
}

/** An editor on the album over the sync socket at `socketUrl` (`ws://host:port/sync`, plus `query`). */
export async function openLiveEditor(
  socketUrl: string,
  albumId: string,
  token: string | null,
  options: { query?: string; readOnly?: boolean; user?: { id: string; email: string } } = {},
): Promise<LiveEditor> {
  const editor = createEditor({ readOnly: options.readOnly });
  const sync = createAlbumSync({
    editor,
    albumId,
    url: `${socketUrl}${options.query ?? ''}`,
    token: () => token ?? undefined,
    storage: new MemoryStorageAdapter(),
    outbox: memoryOutbox(),
    user: options.user,
    backoff: { initialMs: 50, maxMs: 400 },
    delayMs: 50,
    watchOnline: false,
  });
  await sync.ready;
  return { editor, sync };
}

/** The element nodes of the editor's album, sorted by id. */
export function elementsOf(editor: Editor): AnyNode[] {
  return Object.values(editor.getDocument().nodes)
    .filter((n) => ['Rectangle', 'Text', 'Image', 'Circle', 'StickerCell'].includes(n.type))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

export const propsOf = (editor: Editor, id: string) =>
  editor.getNode(id)?.props as Record<string, unknown> | undefined;
