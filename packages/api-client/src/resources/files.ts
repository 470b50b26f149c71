import type { Transport } from '../transport';
import { sendBytes, sizeOf, type UploadBody, type UploadProgress } from '../upload';
import type {
  AlbumImage,
  CreateImageInput,
  FaceBox,
  StickerUpload,
  StickerUploadConfig,
  StickerUploadCorrection,
  StickerUploadInput,
  MergeResult,
  UploadedBlob,
  UploadRequest,
  UploadTarget,
} from '../wire';

/** Options of a file upload: what the file is, progress callback and cancellation. */
export interface UploadOptions extends Omit<UploadRequest, 'byte_size'> {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Direct uploads, album images, face detection and the sticker link. */
export function filesResource(t: Transport, fetcher: typeof fetch | undefined) {
  return {
    uploads: {
      /** `POST /uploads`: reserves a blob and answers where to send the bytes. */
      target: (request: UploadRequest) =>
        t.request<UploadTarget>('POST', '/uploads', {
          body: request,
          anonymous: Boolean(request.sticker_upload_token),
        }),
      /**
       * A direct upload: asks for the target, then sends the bytes with progress events. Answers the blob id to
       * reference (`images.create`, `stickerUploads.submit`). Refused files are `ApiError`s naming the reason.
       */
      upload: async (body: UploadBody, options: UploadOptions): Promise<UploadedBlob> => {
        const { onProgress, signal, ...request } = options;
        const anonymous = Boolean(request.sticker_upload_token);
        const target = await t.request<UploadTarget>('POST', '/uploads', {
          body: { ...request, byte_size: sizeOf(body) },
          anonymous,
          ...(signal ? { signal } : {}),
        });
        const hadToken = !anonymous && Boolean(t.currentToken());
        try {
          return await sendBytes<UploadedBlob>(target.upload_url, body, {
            method: target.method,
            headers: { ...t.headers(anonymous), ...target.headers },
            ...(onProgress ? { onProgress } : {}),
            ...(signal ? { signal } : {}),
            ...(fetcher ? { fetch: fetcher } : {}),
          });
        } catch (error) {
          if (error instanceof Error && 'status' in error) t.unauthorized(error as never, hadToken);
          throw error;
        }
      },
    },
    images: {
      /** `POST /albums/:id/images`: turns an uploaded blob into an album image. */
      create: async (albumId: string, input: CreateImageInput) =>
        (
          await t.request<{ image: AlbumImage }>('POST', `/albums/${encodeURIComponent(albumId)}/images`, {
            body: input,
          })
        ).image,
      /** `PATCH /images/:id`: `model: 'sticker'` turns a library image into a sticker image. */
      update: async (id: string, patch: { model: 'image' | 'sticker' }) =>
        (
          await t.request<{ image: AlbumImage }>('PATCH', `/images/${encodeURIComponent(id)}`, {
            body: patch,
          })
        ).image,
      /** `DELETE /images/:id`. */
      delete: (id: string) => t.request<void>('DELETE', `/images/${encodeURIComponent(id)}`),
      /** `POST /images/face_detection`: the face box of a base64 image, or null. */
      detectFace: async (base64Image: string) =>
        (
          await t.request<{ face: FaceBox | null }>('POST', '/images/face_detection', {
            body: { base64_image: base64Image },
          })
        ).face,
    },
    stickerUploads: {
      /** `GET /albums/:id/sticker_uploads` (the editor polls it every 30 s). */
      list: async (albumId: string) =>
        (
          await t.request<{ sticker_uploads: StickerUpload[] }>(
            'GET',
            `/albums/${encodeURIComponent(albumId)}/sticker_uploads`,
          )
        ).sticker_uploads,
      /**
       * `PATCH /albums/:id/sticker_uploads/merge`: makes stickers of pending uploads, with the organiser's
       * `corrections` (by upload id) in place of what the contributor sent. All or nothing: a sticker rule broken
       * after the corrections refuses the call (`ApiError` with the rule's code, `field` naming the upload).
       */
      merge: (
        albumId: string,
        stickerUploadIds: string[],
        corrections?: Readonly<Record<string, StickerUploadCorrection>>,
      ) =>
        t.request<MergeResult>('PATCH', `/albums/${encodeURIComponent(albumId)}/sticker_uploads/merge`, {
          body: {
            sticker_upload_ids: stickerUploadIds,
            ...(corrections && Object.keys(corrections).length > 0 ? { corrections } : {}),
          },
        }),
      /** `DELETE /sticker_uploads/:id`. */
      delete: (id: string) => t.request<void>('DELETE', `/sticker_uploads/${encodeURIComponent(id)}`),
      /** `GET /public/sticker_uploads/:token`: what the public upload page shows. */
      config: (token: string) =>
        t.request<StickerUploadConfig>('GET', `/public/sticker_uploads/${encodeURIComponent(token)}`, {
          anonymous: true,
        }),
      /** `POST /public/sticker_uploads/:token`: an anonymous contribution (photo uploaded first). */
      submit: async (token: string, input: StickerUploadInput['sticker_upload']) =>
        (
          await t.request<{ sticker_upload: StickerUpload }>(
            'POST',
            `/public/sticker_uploads/${encodeURIComponent(token)}`,
            { body: { sticker_upload: input }, anonymous: true },
          )
        ).sticker_upload,
    },
  };
}
