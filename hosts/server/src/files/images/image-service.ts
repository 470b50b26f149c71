/**
 * Turns uploaded blobs into album images and back: checks, renditions, rows, wire form, removal.
 *
 * Storage and database are kept in step by order: renditions are written under fresh keys first, rows are
 * written in one transaction, and keys are removed after the rows are gone. A failure on the way deletes what
 * this call wrote; a refused file also takes its upload with it, so nothing partial remains.
 */
import { createHash } from 'node:crypto';
import type { AlbumImage, ImageModel } from '@album/editor-core';
import type { Kysely } from 'kysely';
import type { AppContext, CreateImageInput, ImageService } from '../../context';
import { json } from '../../db/json';
import type { BlobRow, BlobVariant, Database, ImageRow, NewBlob } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { isId, newId } from '../../http/ids';
import { blobKey, safeFilename, withExtension } from '../blobs/keys';
import type { FilesRuntime } from '../runtime';
import { readAll, StorageNotFoundError } from '../storage/storage';
import { refusal } from './inspect';
import type { InspectedImage } from './inspect';
import type { Rendition } from './variants';

const BLOB_COLUMNS = {
  original: 'original_blob_id',
  full: 'full_blob_id',
  large: 'large_blob_id',
  medium: 'medium_blob_id',
  small: 'small_blob_id',
} as const satisfies Record<BlobVariant, keyof ImageRow>;
const VARIANT_ORDER = Object.keys(BLOB_COLUMNS) as BlobVariant[];

type FaceBox = NonNullable<AlbumImage['details']['face']>;

/** Keeps a client-measured face box only when it lies inside the image. */
function acceptedFace(face: FaceBox | null | undefined, image: InspectedImage): FaceBox | null {
  if (!face) return null;
  const { x, y, width, height } = face;
  const finite = [x, y, width, height].every((n) => typeof n === 'number' && Number.isFinite(n));
  if (!finite || x < 0 || y < 0 || width <= 0 || height <= 0) return null;
  if (x + width > image.width + 1 || y + height > image.height + 1) return null;
  return { x, y, width, height };
}

function blobIdsOf(row: ImageRow): string[] {
  return VARIANT_ORDER.map((variant) => row[BLOB_COLUMNS[variant]]).filter((id): id is string => id !== null);
}

/** The image service of the files module; `ImageService` plus what the image routes need. */
export class ImageStore implements ImageService {
  private readonly db: Kysely<Database>;

  constructor(
    ctx: AppContext,
    private readonly runtime: FilesRuntime,
  ) {
    this.db = ctx.db;
  }

  async createFromBlob(input: CreateImageInput): Promise<AlbumImage> {
    const blob = await this.uploadedBlob(input);
    const { storage } = this.runtime;
    let bytes: Buffer;
    try {
      bytes = await readAll(await storage.get(blob.key));
    } catch (error) {
      if (!(error instanceof StorageNotFoundError)) throw error;
      await this.discardUpload(blob);
      throw new HttpError(409, 'upload_missing', 'The uploaded file is gone; upload it again', 'blob_id');
    }

    let inspected: InspectedImage;
    let renditions: Rendition[];
    try {
      // Checked and decoded in a decoder process, within the image budget: never on the request thread.
      ({ image: inspected, renditions } = await this.runtime.decoder().decode(bytes, input.model));
    } catch (error) {
      if (error instanceof HttpError) await this.discardUpload(blob);
      throw error;
    }

    const written: string[] = [];
    const filename = withExtension(safeFilename(blob.filename, 'image'), renditions[0]!.extension);
    const stem = filename.slice(0, filename.lastIndexOf('.'));
    let image: ImageRow;
    try {
      const rows = new Map<BlobVariant, NewBlob>();
      for (const rendition of renditions) {
        const id = rendition.variant === 'original' ? blob.id : newId();
        // Fresh keys (not derived from the id): a concurrent attempt on the same upload cannot touch these.
        const key = blobKey(newId());
        await storage.put(key, rendition.bytes, { contentType: rendition.contentType });
        written.push(key);
        rows.set(rendition.variant, {
          id,
          key,
          filename:
            rendition.variant === 'original'
              ? filename
              : `${stem}-${rendition.variant}.${rendition.extension}`,
          content_type: rendition.contentType,
          byte_size: rendition.bytes.length,
          checksum: createHash('sha256').update(rendition.bytes).digest('hex'),
          metadata: json({ variant: rendition.variant, width: rendition.width, height: rendition.height }),
          created_by: blob.created_by,
          client_id: blob.client_id,
          uploaded_at: new Date(),
        });
      }
      image = await this.db.transaction().execute(async (trx) => {
        const original = rows.get('original')!;
        // Claims the upload: only one image can be made from it, even when two requests race.
        const claimed = await trx
          .updateTable('blobs')
          .set({
            key: original.key,
            filename: original.filename,
            content_type: original.content_type,
            byte_size: original.byte_size,
            checksum: original.checksum ?? null,
            metadata: original.metadata,
          })
          .where('id', '=', blob.id)
          .where('key', '=', blob.key)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) {
          throw new HttpError(
            409,
            'blob_in_use',
            'This upload has already been turned into an image',
            'blob_id',
          );
        }
        const variants = [...rows.values()].filter((row) => row.id !== blob.id);
        await trx.insertInto('blobs').values(variants).execute();
        return trx
          .insertInto('images')
          .values({
            id: newId(),
            album_id: input.albumId,
            model: input.model,
            original_blob_id: blob.id,
            full_blob_id: rows.get('full')!.id,
            large_blob_id: rows.get('large')!.id,
            medium_blob_id: rows.get('medium')!.id,
            small_blob_id: rows.get('small')!.id,
            filename,
            details: json({
              width: inspected.width,
              height: inspected.height,
              face: acceptedFace(input.details?.face, inspected),
            }),
            meta: json({ type: inspected.type, byte_size: bytes.length }),
            created_by: input.createdBy,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    } catch (error) {
      await Promise.allSettled(written.map((key) => storage.delete(key)));
      throw error;
    }
    // The raw upload is no longer referenced by any row; failing to delete it must not fail the request.
    await storage.delete(blob.key).catch(() => undefined);
    return (await this.toWire([image]))[0]!;
  }

  /** The upload named by the input, when it may be used by this caller and is complete. */
  private async uploadedBlob(input: CreateImageInput): Promise<BlobRow> {
    const unknown = () => new HttpError(400, 'unknown_blob', `No uploaded file ${input.blobId}`, 'blob_id');
    if (!isId(input.blobId)) throw unknown();
    const blob = await this.db
      .selectFrom('blobs')
      .selectAll()
      .where('id', '=', input.blobId)
      .executeTakeFirst();
    if (!blob) throw unknown();
    const metadata = blob.metadata as { album_id?: string };
    const mine =
      input.createdBy !== null
        ? blob.created_by === input.createdBy
        : blob.created_by === null &&
          Boolean(input.clientId) &&
          blob.client_id === input.clientId &&
          metadata.album_id === input.albumId;
    // Someone else's upload is reported like a missing one: ids must not be probed.
    if (!mine) throw unknown();
    const used = await this.db
      .selectFrom('images')
      .select('id')
      .where('original_blob_id', '=', blob.id)
      .executeTakeFirst();
    if (used)
      throw new HttpError(409, 'blob_in_use', 'This upload has already been turned into an image', 'blob_id');
    if (!blob.uploaded_at) {
      throw new HttpError(409, 'upload_incomplete', 'The file has not been uploaded yet', 'blob_id');
    }
    return blob;
  }

  /** Forgets a refused upload: its row and its bytes. */
  private async discardUpload(blob: BlobRow): Promise<void> {
    await this.db.deleteFrom('blobs').where('id', '=', blob.id).where('key', '=', blob.key).execute();
    await this.runtime.storage.delete(blob.key);
  }

  async toWire(rows: ImageRow[]): Promise<AlbumImage[]> {
    const ids = [...new Set(rows.flatMap(blobIdsOf))];
    const blobs =
      ids.length > 0
        ? await this.db.selectFrom('blobs').select(['id', 'filename']).where('id', 'in', ids).execute()
        : [];
    const byId = new Map(blobs.map((blob) => [blob.id, blob]));
    const signer = await this.runtime.signer();
    return rows.map((row) => {
      const blob: AlbumImage['blob'] = {};
      for (const variant of VARIANT_ORDER) {
        const id = row[BLOB_COLUMNS[variant]];
        const found = id ? byId.get(id) : undefined;
        if (found) blob[variant] = signer.url(found.id, found.filename);
      }
      const original = row.original_blob_id ? byId.get(row.original_blob_id) : undefined;
      const filename = row.filename ?? original?.filename;
      if (filename) blob.filename = filename;
      const image: AlbumImage = { id: row.id, model: row.model, blob, details: row.details };
      if (Object.keys(row.meta).length > 0) image.meta = row.meta;
      if (row.tags.length > 0) image.tags = row.tags;
      if (row.blueprint_image) image.blueprint_image = true;
      return image;
    });
  }

  async remove(imageIds: string[]): Promise<void> {
    const ids = imageIds.filter(isId);
    if (ids.length === 0) return;
    const keys = await this.db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('images').selectAll().where('id', 'in', ids).execute();
      if (rows.length === 0) return [];
      await trx.deleteFrom('images').where('id', 'in', ids).execute();
      const blobIds = [...new Set(rows.flatMap(blobIdsOf))];
      if (blobIds.length === 0) return [];
      const stillUsed = new Set<string>();
      const others = await trx
        .selectFrom('images')
        .select(Object.values(BLOB_COLUMNS))
        .where((eb) => eb.or(Object.values(BLOB_COLUMNS).map((column) => eb(column, 'in', blobIds))))
        .execute();
      for (const other of others) for (const id of Object.values(other)) if (id) stillUsed.add(id);
      const uploads = await trx
        .selectFrom('sticker_uploads')
        .select('blob_id')
        .where('blob_id', 'in', blobIds)
        .execute();
      for (const upload of uploads) if (upload.blob_id) stillUsed.add(upload.blob_id);
      const unused = blobIds.filter((id) => !stillUsed.has(id));
      if (unused.length === 0) return [];
      const gone = await trx.deleteFrom('blobs').where('id', 'in', unused).returning('key').execute();
      return gone.map((row) => row.key);
    });
    await Promise.allSettled(keys.map((key) => this.runtime.storage.delete(key)));
  }

  /** The image row, or 404. */
  async find(imageId: string): Promise<ImageRow> {
    const row = isId(imageId)
      ? await this.db.selectFrom('images').selectAll().where('id', '=', imageId).executeTakeFirst()
      : undefined;
    if (!row) throw new HttpError(404, 'not_found', 'Image not found');
    return row;
  }

  /** Turns a library image into a sticker image (or back); stickers take JPEG and PNG only. */
  async changeModel(row: ImageRow, model: ImageModel): Promise<AlbumImage> {
    if (model === 'sticker' && row.model !== 'sticker' && row.original_blob_id) {
      const original = await this.db
        .selectFrom('blobs')
        .select('content_type')
        .where('id', '=', row.original_blob_id)
        .executeTakeFirst();
      if (original && original.content_type !== 'image/jpeg' && original.content_type !== 'image/png') {
        throw refusal(
          'unsupported_type',
          'Stickers accept JPEG and PNG images; this image is an SVG',
          'model',
        );
      }
    }
    const updated = await this.db
      .updateTable('images')
      .set({ model })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return (await this.toWire([updated]))[0]!;
  }
}
