/**
 * The transfer's one artifact: a ZIP of the production PDFs with `manifest.json` (order id, schema version, and each
 * file's name, kind, size, pages and SHA-256), written with the print package's ZIP writer (yazl, streaming to
 * disk). PDFs are stored, not deflated: they are compressed already, and a partner's tools can read them in place.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { openZip } from '@album/print';
import type { OrderExportFile } from '@album/api-client';
import { readAll } from '../../files/storage';
import type { ZipManifest } from './transfer-store';

/** A rendered file to put in the ZIP. */
export interface BundleFile {
  name: string;
  kind: OrderExportFile['kind'];
  pages: number | null;
  /** Its bytes (read once). */
  open(): Promise<Readable>;
}

/** The written ZIP. */
export interface Bundle {
  path: string;
  size: number;
  sha256: string;
  manifest: ZipManifest;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Writes the ZIP at `path`; one file's bytes are held in memory at a time. */
export async function writeBundle(
  path: string,
  order: { id: string; name: string; album_id: string },
  files: BundleFile[],
  now = new Date(),
): Promise<Bundle> {
  const zip = openZip(path, now);
  const listed: OrderExportFile[] = [];
  try {
    for (const file of files) {
      const bytes = await readAll(await file.open());
      await zip.add(file.name, bytes, { compress: false });
      listed.push({
        name: file.name,
        kind: file.kind,
        size: bytes.byteLength,
        sha256: sha256(bytes),
        pages: file.pages,
      });
    }
    const manifest: ZipManifest = {
      schema_version: 1,
      order_id: order.id,
      order_name: order.name,
      album_id: order.album_id,
      created_at: now.toISOString(),
      files: listed,
    };
    await zip.add('manifest.json', new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`));
    await zip.close();
    return { path, size: (await stat(path)).size, sha256: await fileSha256(path), manifest };
  } catch (error) {
    await zip.close().catch(() => undefined);
    throw error;
  }
}
