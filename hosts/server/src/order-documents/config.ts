/**
 * Settings of the order documents, read with the server's configuration (`ServerConfig.documents`):
 *
 * - The seller block of invoices and delivery notes: SELLER_NAME, SELLER_ADDRESS (lines separated by `|`),
 *   SELLER_VAT_ID, SELLER_EMAIL, SELLER_BANK (e.g. `IBAN DE.. · BIC ..`, printed under the totals).
 * - Where transfers deliver the ZIP of an order's print files: TRANSFER_TARGET `file:///abs/dir` (default
 *   `file://{DATA_DIR}/transfers`) or `s3://bucket/prefix`, which uses the S3 settings of the file storage
 *   (S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE). `sftp://` is refused at
 *   start: not supported yet (see docs/order-export.md).
 * - TRANSFER_DPI: resolution of the production PDFs' images (default 300).
 */
import { resolve } from 'node:path';
import type { StorageConfig } from '../config';

/** Who issues the invoices. */
export interface SellerConfig {
  name: string;
  /** Postal address, one entry a line. */
  address: string[];
  vatId: string | null;
  email: string | null;
  /** Payment details printed under the totals. */
  bank: string | null;
}

/** Where a transfer delivers: a folder, or a bucket (a storage of the S3 driver). */
export type TransferTarget =
  | { kind: 'folder'; storage: Extract<StorageConfig, { driver: 'local' }> }
  | { kind: 's3'; storage: Extract<StorageConfig, { driver: 's3' }> };

export interface DocumentsConfig {
  seller: SellerConfig;
  transfer: { target: TransferTarget; dpi: number };
}

type Env = Record<string, string | undefined>;

function transferTarget(env: Env, dataDir: string): TransferTarget {
  const url = env.TRANSFER_TARGET || `file://${resolve(dataDir, 'transfers')}`;
  if (url.startsWith('file://')) {
    return { kind: 'folder', storage: { driver: 'local', root: resolve(decodeURIComponent(url.slice(7))) } };
  }
  if (url.startsWith('s3://')) {
    const [bucket = '', ...rest] = url.slice(5).split('/');
    if (!bucket) throw new Error('TRANSFER_TARGET s3://bucket/prefix needs a bucket');
    const endpoint = env.S3_ENDPOINT || undefined;
    const pathStyle = env.S3_FORCE_PATH_STYLE;
    return {
      kind: 's3',
      storage: {
        driver: 's3',
        bucket,
        prefix: rest.filter(Boolean).join('/'),
        region: env.S3_REGION || 'us-east-1',
        endpoint,
        accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        forcePathStyle:
          pathStyle === undefined || pathStyle === ''
            ? Boolean(endpoint)
            : pathStyle === '1' || pathStyle.toLowerCase() === 'true',
      },
    };
  }
  if (url.startsWith('sftp://'))
    throw new Error('TRANSFER_TARGET sftp:// is not supported yet; use file:// or s3://');
  throw new Error(`TRANSFER_TARGET must start with file:// or s3://, got "${url}"`);
}

/** Reads the document settings from the environment; throws on a malformed target or DPI. */
export function loadDocumentsConfig(env: Env, dataDir: string): DocumentsConfig {
  const dpiText = env.TRANSFER_DPI || '300';
  const dpi = Number(dpiText);
  if (!Number.isInteger(dpi) || dpi < 72 || dpi > 1200)
    throw new Error(`TRANSFER_DPI must be a whole number from 72 to 1200, got "${dpiText}"`);
  return {
    seller: {
      name: env.SELLER_NAME || 'Sticker Album',
      address: (env.SELLER_ADDRESS || '')
        .split('|')
        .map((line) => line.trim())
        .filter(Boolean),
      vatId: env.SELLER_VAT_ID || null,
      email: env.SELLER_EMAIL || null,
      bank: env.SELLER_BANK || null,
    },
    transfer: { target: transferTarget(env, dataDir), dpi },
  };
}
