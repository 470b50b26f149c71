/** Messages between the request thread and the face detection worker. */
import type { FaceBox } from '@album/editor-core';

export interface DetectRequest {
  id: number;
  /** Encoded image bytes (JPEG, PNG or WebP). */
  image: Uint8Array;
}

/** Why the worker answered no face box. */
export type FaceDetectionCode = 'invalid_image' | 'unsupported_type' | 'too_many_pixels' | 'detection_failed';

/** One face the detector found, in pixels of the image as shown (EXIF rotation applied). */
export interface Detection {
  box: FaceBox;
  /** The detector's confidence, 0..1. */
  score: number;
  /** The face's 68 landmarks (jaw, brows, eyes, nose, mouth). */
  points: Array<{ x: number; y: number }>;
}

export type DetectResponse =
  | {
      id: number;
      /** Every face found; which one a sticker is about is decided on the request thread (`pick-face.ts`). */
      detections: Detection[];
      /** The image's size as shown. */
      width: number;
      height: number;
      error?: undefined;
    }
  | { id: number; code: FaceDetectionCode; error: string; detections?: undefined };
