/** A preview URL for a chosen file, revoked when the file changes or the component goes. */
import { useEffect, useState } from 'react';

export function useObjectUrl(file: Blob): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    // jsdom has no object URLs; the tile then shows its name only.
    if (typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
