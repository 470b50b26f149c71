/**
 * Photos of the offline stock library stored as real album images of the demo albums, through the files module's
 * own image path (`ImageService.createFromBlob`: checks, renditions, rows), so they resolve, render and print like
 * uploads. Decoding is the slow part of seeding, so each photo is decoded once per seed run: every further sticker
 * that shows it gets its own image row pointing at the same blobs (as an album made from a blueprint does), and
 * deleting one sticker's image leaves the others theirs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CoreContext } from '../core-context';
import { json } from '../db/json';
import type { ImageRow } from '../db/schema';
import { createStorage, type Storage } from '../files';
import { newId } from '../http/ids';
import { LIBRARY_DIR, loadLibrary, type LibraryPhoto } from '../stock/offline-library';
import type { DemoPhoto } from './demo-photos';

export class LibraryImages {
  readonly #ctx: CoreContext;
  readonly #userId: string;
  readonly #dir: string;
  #library: Map<number, LibraryPhoto> | undefined;
  #storage: Storage | undefined;
  /** The decoded image row of each photo (in the album it was first stored for). */
  readonly #sources = new Map<number, ImageRow>();
  /** Source rows already given to a sticker of their own album. */
  readonly #used = new Set<string>();

  /**
   * @param userId Owner of the uploads and the images (the demo user).
   * @param dir The library folder (tests may pass another).
   */
  constructor(ctx: CoreContext, userId: string, dir = LIBRARY_DIR) {
    this.#ctx = ctx;
    this.#userId = userId;
    this.#dir = dir;
  }

  /** How many photos were decoded so far. */
  get decoded(): number {
    return this.#sources.size;
  }

  private photo(id: number): LibraryPhoto {
    this.#library ??= new Map(loadLibrary(this.#dir).map((photo) => [photo.id, photo]));
    const photo = this.#library.get(id);
    if (!photo) throw new Error(`The stock library has no photo ${id}`);
    return photo;
  }

  /** The decoded image row of photo `photoId`, decoding it into `albumId` the first time. */
  private async source(albumId: string, photoId: number): Promise<ImageRow> {
    const known = this.#sources.get(photoId);
    if (known) return known;
    const photo = this.photo(photoId);
    const bytes = readFileSync(join(this.#dir, photo.file));
    this.#storage ??= createStorage(this.#ctx.config.storage);
    const blobId = newId();
    // Where uploads wait: an interrupted seed leaves an upload the hourly sweep removes, not a stray file.
    const key = `uploads/${blobId.slice(0, 2)}/${blobId}`;
    await this.#storage.put(key, bytes, { contentType: 'image/jpeg' });
    await this.#ctx.db
      .insertInto('blobs')
      .values({
        id: blobId,
        key,
        filename: photo.file,
        content_type: 'image/jpeg',
        byte_size: bytes.length,
        checksum: null,
        metadata: json({}),
        created_by: this.#userId,
        client_id: null,
        uploaded_at: new Date(),
      })
      .execute();
    const image = await this.#ctx.images.createFromBlob({
      albumId,
      blobId,
      model: 'sticker',
      createdBy: this.#userId,
    });
    const row = await this.#ctx.db
      .selectFrom('images')
      .selectAll()
      .where('id', '=', image.id)
      .executeTakeFirstOrThrow();
    this.#sources.set(photoId, row);
    return row;
  }

  /**
   * Stores an image in `albumId` for each sticker (photos decoded once per run, in order) and answers the image
   * id by sticker id. The album's content is not touched: write the image records and stickers afterwards.
   */
  async forStickers(albumId: string, photos: ReadonlyMap<string, DemoPhoto>): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    const copies: ImageRow[] = [];
    for (const [stickerId, { photoId }] of photos) {
      // One after the other: the decoder pool refuses a flood of waiting images.
      const source = await this.source(albumId, photoId);
      if (source.album_id === albumId && !this.#used.has(source.id)) {
        this.#used.add(source.id);
        out.set(stickerId, source.id);
        continue;
      }
      const copy: ImageRow = { ...source, id: newId(), album_id: albumId, created_at: new Date() };
      copies.push(copy);
      out.set(stickerId, copy.id);
    }
    if (copies.length > 0) {
      await this.#ctx.db
        .insertInto('images')
        .values(
          copies.map(({ created_at: _created, details, meta, tags, ...row }) => ({
            ...row,
            details: json(details),
            meta: json(meta),
            tags: json(tags),
          })),
        )
        .execute();
    }
    return out;
  }
}
