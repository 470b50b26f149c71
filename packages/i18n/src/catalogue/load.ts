import { DEFAULT_LANGUAGE } from '../languages/languages';
import type { Language } from '../languages/languages';
import type { Messages } from './types';

type CatalogueModule = { default: Messages };

// One dynamic import per language, so bundlers emit each catalogue as its own chunk and a host only downloads the
// languages it shows (plus English, the fallback).
const LOADERS: Record<Language, () => Promise<CatalogueModule>> = {
  de: () => import('../../messages/de.json'),
  en: () => import('../../messages/en.json'),
  fr: () => import('../../messages/fr.json'),
  it: () => import('../../messages/it.json'),
  pl: () => import('../../messages/pl.json'),
};

const raw = new Map<Language, Promise<Messages>>();
const merged = new Map<Language, Promise<Messages>>();

/** The catalogue of `language` exactly as written, loaded once. */
export function loadCatalogue(language: Language): Promise<Messages> {
  let pending = raw.get(language);
  if (!pending) {
    pending = LOADERS[language]().then((module) => module.default);
    // A failed chunk download must not stay cached: the next call tries again.
    pending.catch(() => raw.delete(language));
    raw.set(language, pending);
  }
  return pending;
}

/** `messages` completed with `fallback` for every key it lacks or leaves empty. */
export function withFallback(messages: Messages, fallback: Messages): Messages {
  const result: Messages = { ...fallback };
  for (const [key, value] of Object.entries(messages)) if (value.trim() !== '') result[key] = value;
  return result;
}

/**
 * The messages of `language`, loaded lazily and cached, with the English message filled in for any key the
 * catalogue lacks, so a key added in English shows in English rather than as its id.
 */
export function loadMessages(language: Language): Promise<Messages> {
  let pending = merged.get(language);
  if (!pending) {
    pending =
      language === DEFAULT_LANGUAGE
        ? loadCatalogue(language)
        : Promise.all([loadCatalogue(language), loadCatalogue(DEFAULT_LANGUAGE)]).then(([own, english]) =>
            withFallback(own, english),
          );
    pending.catch(() => merged.delete(language));
    merged.set(language, pending);
  }
  return pending;
}
