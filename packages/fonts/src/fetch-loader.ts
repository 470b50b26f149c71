import { fontFileFor } from './font-file';
import type { FontLoader } from './types';

/**
 * A font loader for browsers: fetches the catalogue file from where the host serves this package's `fonts/` folder.
 * `baseUrl` is the URL of the package root as served, so that `${baseUrl}/fonts/roboto/Roboto_400Regular.ttf`
 * exists (e.g. the server maps `/static/album-fonts/` to `node_modules/@album/fonts/`).
 */
export function fetchFontLoader(baseUrl: string, fetchImpl: typeof fetch = fetch): FontLoader {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return async (family, style) => {
    const { file } = fontFileFor(family, style);
    const response = await fetchImpl(
      new URL(file, new URL(base, globalThis.location?.href ?? 'http://localhost/')),
    );
    if (!response.ok) throw new Error(`font ${file}: HTTP ${response.status}`);
    return response.arrayBuffer();
  };
}
