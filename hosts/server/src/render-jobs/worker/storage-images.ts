import type { PrintImageSource } from '@album/print';
import { StorageNotFoundError, readAll, type Storage } from '../../files/storage';
import { RENDER_FAILURES, RenderFailure } from './failure';

/**
 * The images of a render read from the server's file storage by the keys captured with the job. An image without a
 * key (its row or file was gone when the job was asked for) is drawn as the editor draws a missing image; one whose
 * file disappeared since fails the job, rather than printing an album with a hole in it.
 */
export function storageImages(storage: Storage, files: Readonly<Record<string, string>>): PrintImageSource {
  return async (imageId) => {
    const key = files[imageId];
    if (!key) return null;
    try {
      const bytes = await readAll(await storage.get(key));
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (error instanceof StorageNotFoundError) {
        throw new RenderFailure(RENDER_FAILURES.imageMissing, `The file of image ${imageId} is missing`);
      }
      throw error;
    }
  };
}
