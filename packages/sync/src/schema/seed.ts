/**
 * The first state of an album's documents, built from an `AlbumDocument` (the server does this once per album,
 * from the stored album content; clients never create album documents).
 */
import * as A from '@automerge/automerge/slim';
import type { AlbumDocument } from '@album/editor-core';
import { CONTENT_SCHEMA_VERSION } from '@album/editor-core';
import { bucketOf } from './layout';
import type { LayoutDoc, SettingsDoc, StickersDoc } from './layout';
import { toStored } from './values';

/** The three documents of an album, as automerge documents. */
export interface SeededDocs {
  layout: A.Doc<LayoutDoc>;
  stickers: A.Doc<StickersDoc>;
  settings: A.Doc<SettingsDoc>;
}

/**
 * Builds the three documents of an album from its content, each in one change and marked with the current schema
 * version (`v`). With an `actor` and a `time`, the
 * same content always gives the same changes (byte for byte), so that two servers seeding one album at once make one
 * history instead of two competing ones.
 */
export function seedAlbumDocs(doc: AlbumDocument, actor?: A.ActorId, time?: number): SeededDocs {
  const options = actor ? { actor } : undefined;
  const change = time === undefined ? {} : { time };
  const buckets: Record<string, Record<string, unknown>> = {};
  for (const id of Object.keys(doc.nodes)) (buckets[bucketOf(id)] ??= {})[id] = toStored(doc.nodes[id]);
  const layout = A.change(A.init<LayoutDoc>(options), change, (d) => {
    d.v = CONTENT_SCHEMA_VERSION;
    (d as unknown as Record<string, unknown>).buckets = buckets;
  });
  const stickers = A.change(A.init<StickersDoc>(options), change, (d) => {
    d.v = CONTENT_SCHEMA_VERSION;
    (d as unknown as Record<string, unknown>).stickers = toStored(doc.stickers);
  });
  const settings = A.change(A.init<SettingsDoc>(options), change, (d) => {
    const s = d as unknown as Record<string, unknown>;
    s.v = CONTENT_SCHEMA_VERSION;
    s.colors = toStored(doc.colors);
    s.fonts = toStored(doc.fonts);
    s.stickerTemplateSettings = toStored(doc.stickerTemplateSettings);
    s.images = toStored(doc.images);
  });
  return { layout, stickers, settings };
}
