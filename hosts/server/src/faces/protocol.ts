/** Messages between the request thread and the face detection worker. */
import type { FaceBox } from '@album/editor-core';

export interface DetectRequest {
  id: number;
  /** Encoded image bytes (JPEG, PNG, WebP ...). */
  image: Uint8Array;
}

export type DetectResponse =
  | { id: number; face: FaceBox | null; score?: number; error?: undefined }
  | {
      id: number;
      code: 'invalid_image' | 'too_many_pixels' | 'detection_failed';
      error: string;
      face?: undefined;
    };
