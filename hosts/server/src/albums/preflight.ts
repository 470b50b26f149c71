/**
 * Preflight messages of the checkout (`data.checkout.errors`): what keeps an album from being printed as it is.
 * Each is a message key with values, translated by the client. editor-core has no preflight validation yet;
 * these checks read the nested content directly and should move there once it has one.
 */
import type { CheckoutMessage } from '@album/api-client';
import type { NestedNode } from '@album/editor-core';
import type { StoredAlbumContent } from '../db/content';
import type { AlbumRow } from '../db/schema';

export function preflight(album: AlbumRow, content: StoredAlbumContent): CheckoutMessage[] {
  const errors: CheckoutMessage[] = [];
  if (album.title.trim() === '') errors.push({ key: 'checkout.preflight.missingTitle' });
  if (album.release_date === null) errors.push({ key: 'checkout.preflight.missingReleaseDate' });

  const placed = new Set<string>();
  let emptyCells = 0;
  const walk = (node: NestedNode) => {
    if (node.type === 'StickerCell' || node.type === 'Sticker') {
      const stickerId = (node.props as { stickerId: string | null }).stickerId;
      if (stickerId) placed.add(stickerId);
      else emptyCells++;
    }
    node.children?.forEach(walk);
  };
  walk(content.workspace);

  if (content.stickers.length === 0) errors.push({ key: 'checkout.preflight.noStickers' });
  const unplaced = content.stickers.filter((s) => !placed.has(s.id));
  if (unplaced.length > 0) {
    errors.push({
      key: 'checkout.preflight.unplacedStickers',
      values: { count: unplaced.length },
      target: unplaced[0]!.id,
    });
  }
  const withoutImage = content.stickers.filter((s) => placed.has(s.id) && s.image === null);
  if (withoutImage.length > 0) {
    errors.push({
      key: 'checkout.preflight.stickersWithoutImage',
      values: { count: withoutImage.length },
      target: withoutImage[0]!.id,
    });
  }
  if (emptyCells > 0)
    errors.push({ key: 'checkout.preflight.emptyStickerCells', values: { count: emptyCells } });
  return errors;
}
