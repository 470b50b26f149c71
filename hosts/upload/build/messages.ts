/**
 * A Vite plugin answering `virtual:upload-messages/<language>` with the part of that language's catalogue the
 * upload page uses: its own `upload.public.*` messages and the API errors a contributor can meet. The page loads
 * only its visitor's language (about 2 KB), never the whole catalogue of the app (several hundred messages).
 * Messages arrive parsed (ICU syntax trees): the page ships intl-messageformat without its parser (about 10 KB
 * gzip less; see the alias in vite.config.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { PUBLIC_ERROR_CODES } from '../src/error-codes';

const PREFIX = 'virtual:upload-messages/';
const LANGUAGES = ['de', 'en', 'fr', 'it', 'pl'] as const;

/** The messages of `catalogue` the upload page needs. */
export function pickUploadMessages(catalogue: Record<string, string>): Record<string, string> {
  const keep = new Set<string>(PUBLIC_ERROR_CODES.map((code) => `api.error.${code}`));
  return Object.fromEntries(
    Object.entries(catalogue).filter(([id]) => id.startsWith('upload.public.') || keep.has(id)),
  );
}

function catalogueFile(language: string): string {
  return fileURLToPath(new URL(`../../../packages/i18n/messages/${language}.json`, import.meta.url));
}

export function uploadMessages(): Plugin {
  return {
    name: 'album-upload-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const language = id.slice(PREFIX.length + 1);
      if (!(LANGUAGES as readonly string[]).includes(language)) {
        throw new Error(`No catalogue for language "${language}"`);
      }
      const file = catalogueFile(language);
      // A catalogue change (new messages) rebuilds the page in development.
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(pickUploadMessages(catalogue)).map(([id, message]) => [id, parse(message)]),
      );
      return `export default ${JSON.stringify(parsed)};`;
    },
  };
}
