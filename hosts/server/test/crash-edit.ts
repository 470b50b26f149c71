/**
 * The edit of the crash test (`src/albums/content-writer-crash.test.ts`): round n changes each of the album's three
 * automerge documents (the first node's name in the layout, a sticker in the stickers document, the last colour in
 * the settings), so that a write half done would show as rounds that disagree.
 */
import type { AlbumContent } from '@album/editor-core';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/connect';
import { defaultModules } from '../src/modules';

type Nested = { type: string; props: Record<string, unknown>; children?: Nested[] };

const NAME = /^crash round (\d+)$/;
const COLOR = /^#c0ff([0-9a-f]{2})$/;
const STICKER = /^crash-sticker-(\d+)$/;

function firstSection(content: AlbumContent): string {
  const walk = (node: Nested): string | undefined => {
    if (node.type === 'Section') return node.props.id as string;
    for (const child of node.children ?? []) {
      const found = walk(child);
      if (found) return found;
    }
    return undefined;
  };
  const id = walk(content.workspace as unknown as Nested);
  if (!id) throw new Error('the crash test album has no section');
  return id;
}

/** Round `round`'s content, made from the current one. */
export function crashEdit(content: AlbumContent, round: number): AlbumContent {
  const workspace = content.workspace as unknown as Nested;
  const [first, ...rest] = workspace.children ?? [];
  if (!first) throw new Error('the crash test album has no pages');
  const renamed = { ...first, props: { ...first.props, name: `crash round ${round}` } };
  const marker = `#c0ff${round.toString(16).padStart(2, '0')}`;
  return {
    ...content,
    workspace: { ...workspace, children: [renamed, ...rest] } as unknown as AlbumContent['workspace'],
    colors: [...content.colors.slice(0, -1), marker],
    stickers: [
      ...content.stickers,
      {
        id: `crash-sticker-${round}`,
        name: `Round ${round}`,
        position: '',
        doubleSticker: false,
        image: null,
        sectionId: firstSection(content),
        stickerLayout: 'default',
        cellLayout: 'default',
        createdAt: '2026-01-01T00:00:00.000Z',
        cx: 0.5,
        cy: 0.5,
        cscale: 1,
        crotation: 0,
      } as AlbumContent['stickers'][number],
    ],
  };
}

/** The round each document shows (0 for none): [layout, stickers, settings]. Equal values = no mix. */
export function crashRounds(content: Pick<AlbumContent, 'workspace' | 'stickers' | 'colors'>): number[] {
  const name = String(((content.workspace as unknown as Nested).children?.[0]?.props.name as string) ?? '');
  const layout = Number(NAME.exec(name)?.[1] ?? 0);
  const stickers = Math.max(0, ...content.stickers.map((s) => Number(STICKER.exec(s.id)?.[1] ?? 0)));
  const settings = parseInt(COLOR.exec(content.colors[content.colors.length - 1] ?? '')?.[1] ?? '0', 16);
  return [layout, stickers, settings];
}

/**
 * The app both sides of the crash test start on the test's database: the killed child and the parent that reads
 * what the child left (no demo seed, no maintenance, no move of stored albums).
 */
export async function startCrashApp(database: DatabaseHandle, dataDir: string) {
  const built = await createApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      AUTH_SECRET: 'crash-test-secret-of-at-least-32-characters',
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://127.0.0.1:3999',
    }),
    database,
    modules: defaultModules,
    logger: false,
    maintenance: false,
    moveStoredAlbums: false,
  });
  await built.app.ready();
  return built;
}
