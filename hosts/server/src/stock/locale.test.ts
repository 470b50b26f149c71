import { describe, expect, it } from 'vitest';
import { localeOfAcceptLanguage, stockLocale } from './locale';

describe('stock locale', () => {
  it('prefers the user language', () => {
    expect(stockLocale('fr', 'de-DE,de;q=0.9')).toBe('fr-FR');
  });

  it('falls back to the best supported Accept-Language entry', () => {
    expect(stockLocale(undefined, 'es-ES;q=0.9, it;q=0.8, en-GB;q=0.5')).toBe('it-IT');
    expect(localeOfAcceptLanguage('ja, pl-PL;q=0.2, *;q=0.1')).toBe('pl-PL');
    expect(localeOfAcceptLanguage('en;q=0, de;q=0.1')).toBe('de-DE');
  });

  it('defaults to German', () => {
    expect(stockLocale(null, undefined)).toBe('de-DE');
    expect(stockLocale(undefined, 'ja, zh')).toBe('de-DE');
  });
});
