/** Storage key of bytes as uploaded, before they are checked and turned into an image. */
export function uploadKey(blobId: string): string {
  return `uploads/${blobId.slice(0, 2)}/${blobId}`;
}
