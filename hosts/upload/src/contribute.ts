/**
 * Sending a contribution: the photo goes to storage first (reserved with the link's token, sent with progress,
 * retried on a dropped connection, reserved anew when its target expired), the photo check gives its verdict, and
 * the public post names the stored photo.
 */
import type { StickerUpload } from '@album/api-client';
import { checkPhoto, RequestError, reserveUpload, sendPhoto, submitUpload, type PhotoCheck } from './api';
import { PUBLIC_ERROR_CODES } from './error-codes';
import type { Answers } from './flow';
import type { PreparedPhoto } from './photo';
import { withRetries, type RetryOptions } from './retry';

export interface Progress {
  loaded: number;
  total: number;
}

/** Stores `photo` and answers its blob id. */
export async function storePhoto(
  token: string,
  clientId: string,
  photo: PreparedPhoto,
  onProgress: (progress: Progress) => void,
  retry: Omit<RetryOptions, 'attempts'> = {},
): Promise<string> {
  return withRetries(
    async () => {
      const target = await reserveUpload(token, clientId, {
        name: photo.name,
        type: photo.type,
        size: photo.blob.size,
      });
      onProgress({ loaded: 0, total: photo.blob.size });
      await sendPhoto(target, photo.blob, (loaded, total) => onProgress({ loaded, total }));
      return target.blob_id;
    },
    { ...retry, attempts: 4 },
  );
}

/** The photo check's verdict on the stored photo, or null when there is none to show. */
export function verdictOf(token: string, clientId: string, blobId: string): Promise<PhotoCheck | null> {
  return checkPhoto(token, blobId, clientId);
}

/** Posts the contribution naming the stored photo. */
export function postContribution(
  token: string,
  clientId: string,
  blobId: string,
  photo: PreparedPhoto,
  answers: Answers,
  requirePosition: boolean,
): Promise<StickerUpload> {
  return withRetries(() =>
    submitUpload(token, {
      name: answers.name.trim(),
      last_name: answers.lastName.trim() || null,
      position: requirePosition ? answers.position.trim() : null,
      section_id: answers.sectionId ?? null,
      blob_id: blobId,
      client_id: clientId,
      details: { width: photo.width, height: photo.height },
    }),
  );
}

/** The message id that explains `error` to the contributor. */
export function errorMessageId(error: unknown): string {
  if (error instanceof RequestError) {
    if (error.status === 404) return 'upload.public.albumMissing';
    if (error.status === 0) return 'upload.public.done.offline';
    if (PUBLIC_ERROR_CODES.includes(error.code)) return `api.error.${error.code}`;
  }
  return 'upload.public.done.generic';
}
