/** Messages between the server and an image decoder process (`decode.worker.ts`). */
import type { ImageModel } from '@album/editor-core';
import type { InspectedImage } from '../images/inspect';
import type { Rendition } from '../images/variants';

export interface DecodeRequest {
  id: number;
  bytes: Uint8Array;
  model: ImageModel;
  /** CPU time the decoder may spend on this image before it gives up (exits). */
  cpuMs: number;
}

/** A refusal as the HTTP answer will carry it. */
export interface DecodeRefusal {
  status: number;
  code: string;
  message: string;
  field?: string | undefined;
}

/** The decoder's answer, or its note that the image went over its CPU budget (it is then killed). */
export type DecodeResponse =
  | { id: number; image: InspectedImage; renditions: Rendition[]; cpuMs: number; refusal?: undefined }
  | { id: number; refusal: DecodeRefusal; image?: undefined }
  | { id: number; overBudget: true; image?: undefined; refusal?: undefined };
