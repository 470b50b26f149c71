/**
 * Upload limits of the specification (section 5, image upload), enforced by the server whatever the client did.
 * Megabytes are binary (1 MB = 1,048,576 bytes), as browsers' File sizes are usually shown.
 */
const MB = 1024 * 1024;

/** Largest accepted file: 16 MB. */
export const MAX_UPLOAD_BYTES = 16 * MB;
/** Smallest accepted file: 105 bytes (0.0001 MB): anything shorter cannot be a real image. */
export const MIN_UPLOAD_BYTES = Math.ceil(0.0001 * MB);
/** Largest accepted image area: 32 million pixels, read from the header before anything is decoded. */
export const MAX_PIXELS = 32_000_000;
/** How long an upload target (`PUT upload_url`) stays valid. */
export const UPLOAD_TTL_SECONDS = 60 * 60;

/**
 * Longest side in pixels of each stored rendition. The editor picks a rendition by the size it draws an image at
 * (specification, Image: small under 100, medium under 500, large under 1000, else full), so each rendition is at
 * least as large as its bucket's bound and never enlarged beyond the original. `original` keeps every pixel, for
 * print.
 */
export const VARIANT_MAX_SIDE = { small: 100, medium: 500, large: 1000, full: 2000 } as const;
export type SizedVariant = keyof typeof VARIANT_MAX_SIDE;
/** Every stored rendition of an image. */
export const VARIANTS = ['original', 'full', 'large', 'medium', 'small'] as const;
export type Variant = (typeof VARIANTS)[number];

/** JPEG quality of screen renditions (specification: "JPEG quality 0.8"). */
export const VARIANT_JPEG_QUALITY = 80;
/** JPEG quality of the print original when it has to be re-encoded (orientation applied, metadata removed). */
export const ORIGINAL_JPEG_QUALITY = 95;

/** Human form of a byte count for messages: "16 MB", "1.5 MB", "200 KB", "12 bytes". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const [value, unit] = bytes < MB ? [bytes / 1024, 'KB'] : [bytes / MB, 'MB'];
  return `${Number.isInteger(value) ? value : value.toFixed(1).replace(/\.0$/, '')} ${unit}`;
}
