/** Stickers for transfer tests: an album needs some, or its sticker sheets have nothing to print. */
import { expect } from 'vitest';
import type { TestServer, TestUser } from '../../../test/harness';

/** Gives the album `count` stickers (without photos) in its first section that takes stickers. */
export async function addTestStickers(
  server: TestServer,
  owner: TestUser,
  albumId: string,
  count: number,
): Promise<void> {
  const current = (
    await server.request({ method: 'GET', url: `/albums/${albumId}`, headers: owner.headers })
  ).json().data.album;
  const sections = current.workspace.children as Array<{
    type: string;
    props: { id: string; static?: boolean };
  }>;
  const section = sections.find((node) => node.type === 'Section' && !node.props.static)!;
  const stickers = Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-00000000000${index}`,
    name: `Gast ${index + 1}`,
    position: '',
    doubleSticker: false,
    image: null,
    sectionId: section.props.id,
    stickerLayout: 'default',
    cellLayout: 'default',
    createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
    cx: 0,
    cy: 0,
    cscale: 1,
    crotation: 0,
  }));
  const saved = await server.request({
    method: 'PUT',
    url: `/albums/${albumId}/document`,
    headers: owner.headers,
    payload: {
      version: current.version,
      content: {
        workspace: current.workspace,
        stickers,
        colors: current.colors,
        fonts: current.fonts,
        stickerTemplateId: current.stickerTemplateId,
        stickerTemplateSettings: current.stickerTemplateSettings,
      },
    },
  });
  expect(saved.statusCode).toBe(200);
}
