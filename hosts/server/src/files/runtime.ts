/**
 * What the files module keeps per application: the storage driver and the blob URL signer. One per `AppContext`
 * (the core passes the same context to `createImageService` and to the plugins), made on first use.
 */
import type { AppContext } from '../context';
import { BlobUrlSigner, loadSigningKey } from './blobs/url-signer';
import { createStorage } from './storage/create-storage';
import type { Storage } from './storage/storage';

export interface FilesRuntime {
  storage: Storage;
  /** The URL signer, once its key is loaded from the database. */
  signer(): Promise<BlobUrlSigner>;
}

const runtimes = new WeakMap<AppContext, FilesRuntime>();

/** The runtime of `ctx`; `storage` overrides the configured driver (tests). */
export function filesRuntime(ctx: AppContext, storage?: Storage): FilesRuntime {
  const known = runtimes.get(ctx);
  if (known) return known;
  let signer: Promise<BlobUrlSigner> | undefined;
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
  };
  runtimes.set(ctx, runtime);
  return runtime;
}
