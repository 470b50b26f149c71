/**
 * `useAddStockPhoto(uploader)`: a stock photo the user chose becomes an album image and goes on the page in view.
 * The photo's large rendition is fetched from the stock service and uploaded like a file from disk (same rules,
 * same progress rows), and the placed element keeps the photo's id (`pexelsId`, spec section 3).
 */
import { useCallback } from 'react';
import type { StockPhoto } from '@album/api-client';
import { useNotify } from '../../toasts/use-notify';
import type { ImageUploader } from './upload-images';
import type { PlaceImageInView } from './use-place-image';

/** The file name a stock photo is stored under (shown in the library and its search). */
export function stockFileName(photo: Pick<StockPhoto, 'id' | 'photographer'>): string {
  const author = photo.photographer
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `stock-${photo.id}${author ? `-${author}` : ''}.jpg`;
}

/** Adds `photo` to the album and the page; resolves whether it was placed. */
export function useAddStockPhoto(
  uploader: ImageUploader,
  place: PlaceImageInView,
): (photo: StockPhoto) => Promise<boolean> {
  const notify = useNotify();
  return useCallback(
    async (photo: StockPhoto) => {
      const name = stockFileName(photo);
      let file: File;
      try {
        const response = await fetch(photo.src.large);
        if (!response.ok) throw new Error(`stock photo ${photo.id}: HTTP ${response.status}`);
        const blob = await response.blob();
        file = new File([blob], name, { type: blob.type || 'image/jpeg' });
      } catch {
        notify('warning', { id: 'images.uploadFailed', values: { name } });
        return false;
      }
      const [image] = await uploader.upload([file]);
      if (!image) return false;
      return place(image.id, { pexelsId: photo.id });
    },
    [notify, place, uploader],
  );
}
