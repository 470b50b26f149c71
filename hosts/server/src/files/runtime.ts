/**
 * What the files module keeps per application: the storage driver, the blob URL signer and the image decoder
 * processes. One per `AppContext`
 * (the core passes the same context to `createImageService` and to the plugins), made on first use.
 */
import type { AppContext } from '../context';
import { BlobUrlSigner, loadSigningKey } from './blobs/url-signer';
import { loadImageBudget } from './decode/budget';
import { ImageDecoder } from './decode/decode-pool';
import { createStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';

export interface FilesRuntime {
  storage: Storage;
  /** The URL signer, once its key is loaded from the database. */
  signer(): Promise<BlobUrlSigner>;
  /** The decoder pool of uploads (`IMAGE_CPU_SECONDS`, `IMAGE_WORKERS`), started on first use. */
  decoder(): ImageDecoder;
  /** Stops the decoder processes (at server shutdown). */
  close(): void;
}

const runtimes = new WeakMap<AppContext, FilesRuntime>();

/** The runtime of `ctx`; `storage` overrides the configured driver (tests). */
export function filesRuntime(ctx: AppContext, storage?: Storage): FilesRuntime {
  const known = runtimes.get(ctx);
  if (known) return known;
  let signer: Promise<BlobUrlSigner> | undefined;
  let decoder: ImageDecoder | undefined;
  const runtime: FilesRuntime = {
    storage: storage ?? createStorage(ctx.config.storage),
    signer() {
      signer ??= loadSigningKey(ctx.db).then((key) => new BlobUrlSigner(key, ctx.config.publicUrl));
      // A failed load (database briefly away) is retried on the next call.
      signer.catch(() => {
        signer = undefined;
      });
      return signer;
    },
    decoder() {
      decoder ??= new ImageDecoder(loadImageBudget());
      return decoder;
    },
    close() {
      decoder?.close();
      decoder = undefined;
    },
  };
  runtimes.set(ctx, runtime);
  return runtime;
}
