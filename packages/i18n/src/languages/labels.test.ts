import { describe, expect, it } from 'vitest';
import { defaultCountryOf, languageLabel } from './labels';

describe('languageLabel', () => {
  it('names each language in itself, capitalised', () => {
    expect(languageLabel('de')).toBe('Deutsch');
    expect(languageLabel('en')).toBe('English');
    expect(languageLabel('fr')).toBe('Français');
    expect(languageLabel('it')).toBe('Italiano');
    expect(languageLabel('pl')).toBe('Polski');
  });
});

describe('defaultCountryOf', () => {
  it('follows the interface language, Germany otherwise', () => {
    expect(defaultCountryOf('it')).toBe('IT');
    expect(defaultCountryOf('fr')).toBe('FR');
    expect(defaultCountryOf('pl')).toBe('PL');
    expect(defaultCountryOf('de')).toBe('DE');
    expect(defaultCountryOf('en')).toBe('DE');
  });
});
