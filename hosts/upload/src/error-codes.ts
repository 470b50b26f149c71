/** API error codes the public routes and the upload target can answer; the page explains each with `api.error.*`. */
export const PUBLIC_ERROR_CODES: readonly string[] = [
  'file_too_large',
  'file_too_small',
  'image_too_costly',
  'images_busy',
  'invalid_image',
  'invalid_type',
  'rate_limited',
  'too_many_pixels',
  'unsupported_type',
  'upload_expired',
  'upload_interrupted',
  'upload_missing',
];
