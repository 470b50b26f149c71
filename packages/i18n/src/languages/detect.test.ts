import { describe, expect, it } from 'vitest';
import { detectLanguage, languageOfTag } from './detect';
import { SUPPORTED_LANGUAGES, isSupportedLanguage } from './languages';

describe('languageOfTag', () => {
  it('keeps the primary subtag of supported languages', () => {
    expect(languageOfTag('de-AT')).toBe('de');
    expect(languageOfTag('fr_CH')).toBe('fr');
    expect(languageOfTag('PL')).toBe('pl');
    expect(languageOfTag(' it-IT ')).toBe('it');
  });

  it('answers null for other languages and non-tags', () => {
    expect(languageOfTag('es-ES')).toBeNull();
    expect(languageOfTag('')).toBeNull();
    expect(languageOfTag(undefined)).toBeNull();
    expect(languageOfTag('deu')).toBeNull();
  });
});

describe('detectLanguage', () => {
  it('prefers a supported stored choice over the browser', () => {
    expect(detectLanguage(['de-DE', 'en'], 'pl')).toBe('pl');
  });

  it('ignores an unsupported stored value', () => {
    expect(detectLanguage(['fr-FR'], 'es')).toBe('fr');
    expect(detectLanguage(['fr-FR'], null)).toBe('fr');
  });

  it('takes the first supported browser language in order of preference', () => {
    expect(detectLanguage(['es-ES', 'nl', 'it-CH', 'de'])).toBe('it');
  });

  it('accepts navigator.language as a single tag', () => {
    expect(detectLanguage('pl-PL')).toBe('pl');
  });

  it('falls back to English when nothing matches or nothing is known', () => {
    expect(detectLanguage(['es', 'nl-NL'])).toBe('en');
    expect(detectLanguage([])).toBe('en');
    expect(detectLanguage(undefined)).toBe('en');
  });

  it('detects every supported language', () => {
    for (const language of SUPPORTED_LANGUAGES) expect(detectLanguage([`${language}-XX`])).toBe(language);
  });
});

describe('isSupportedLanguage', () => {
  it('accepts exactly the five codes', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['de', 'en', 'fr', 'it', 'pl']);
    expect(isSupportedLanguage('de')).toBe(true);
    expect(isSupportedLanguage('DE')).toBe(false);
    expect(isSupportedLanguage(3)).toBe(false);
  });
});
