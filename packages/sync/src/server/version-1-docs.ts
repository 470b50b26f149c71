/**
 * An album's documents exactly as the version-1 server seeded them (before schema versions reached the stickers and
 * settings documents): `v: 1` in the layout document only. For tests of the upgrade at load, here and in hosts.
 */
import * as A from '@automerge/automerge/slim';
import type { AlbumDocument } from '@album/editor-core';
import { bucketOf } from '../schema/layout';
import type { LayoutDoc, SettingsDoc, StickersDoc } from '../schema/layout';
import type { SeededDocs } from '../schema/seed';
import { toStored } from '../schema/values';

/**
 * The three documents of `doc` as a server of schema version 1 seeded them (same layout and values, `v: 1` on the
 * layout, no `v` elsewhere). For tests: a real version-1 album, to be upgraded by `upgradeAlbumDocuments`.
 */
export function seedVersion1AlbumDocs(doc: AlbumDocument, actor?: A.ActorId, time?: number): SeededDocs {
  const options = actor ? { actor } : undefined;
  const change = time === undefined ? {} : { time };
  const buckets: Record<string, Record<string, unknown>> = {};
  for (const id of Object.keys(doc.nodes)) (buckets[bucketOf(id)] ??= {})[id] = toStored(doc.nodes[id]);
  const layout = A.change(A.init<LayoutDoc>(options), change, (d) => {
    d.v = 1;
    (d as unknown as Record<string, unknown>).buckets = buckets;
  });
  const stickers = A.change(A.init<StickersDoc>(options), change, (d) => {
    (d as unknown as Record<string, unknown>).stickers = toStored(doc.stickers);
  });
  const settings = A.change(A.init<SettingsDoc>(options), change, (d) => {
    const s = d as unknown as Record<string, unknown>;
    s.colors = toStored(doc.colors);
    s.fonts = toStored(doc.fonts);
    s.stickerTemplateSettings = toStored(doc.stickerTemplateSettings);
    s.images = toStored(doc.images);
  });
  return { layout, stickers, settings };
}
