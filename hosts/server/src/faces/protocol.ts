/** Messages between the request thread and the face detection worker. */
import type { FaceBox } from '@album/editor-core';

export interface DetectRequest {
  id: number;
  /** Encoded image bytes (JPEG, PNG or WebP). */
  image: Uint8Array;
}

/** Why the worker answered no face box. */
export type FaceDetectionCode = 'invalid_image' | 'unsupported_type' | 'too_many_pixels' | 'detection_failed';

export type DetectResponse =
  | { id: number; face: FaceBox | null; score?: number; error?: undefined }
  | { id: number; code: FaceDetectionCode; error: string; face?: undefined };
