/** Storage key of a blob: spread over 256 folders by the id's first characters, so no folder grows huge. */
export function blobKey(blobId: string): string {
  return `blobs/${blobId.slice(0, 2)}/${blobId}`;
}

/** A file name that is safe in a URL path segment and a Content-Disposition header, keeping its extension. */
export function safeFilename(name: string, fallback = 'file'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(-120);
  return cleaned || fallback;
}

/** `name` with its extension replaced (or added). */
export function withExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem}.${extension}`;
}
