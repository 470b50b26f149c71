import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../languages/languages';
import type { Language } from '../languages/languages';
import { hasWords, shapeOf } from '../tooling/icu';
import { missingKeys } from '../tooling/compare';
import { createI18nWith } from '../intl/create';
import { ALL_CATALOGUES } from './catalogues';
import { COGNATES } from './cognates';

const english = ALL_CATALOGUES.en;
const others = SUPPORTED_LANGUAGES.filter((language) => language !== 'en');

describe('catalogue keys', () => {
  it.each(others)('%s has every English key', (language) => {
    expect(missingKeys(english, ALL_CATALOGUES[language])).toEqual([]);
  });

  it.each(others)('%s has no key English lacks', (language) => {
    expect(missingKeys(ALL_CATALOGUES[language], english)).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s has no empty message', (language) => {
    const empty = Object.entries(ALL_CATALOGUES[language]).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it('keeps every catalogue sorted by key, so diffs between languages line up', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const keys = Object.keys(ALL_CATALOGUES[language]);
      expect(keys, language).toEqual([...keys].sort());
    }
  });
});

describe('German form of address', () => {
  // German speaks to the user with "du" (packages/i18n/README.md). Inside a sentence a capitalised Sie, Ihr… or
  // Ihnen is always the formal "you"; at a sentence's start "Sie"/"Ihr" can mean they/their, so only mid-sentence
  // forms and "Ihnen" (never they) are flagged.
  const formal = /(?:[\p{L},] (?:Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b)|\bIhnen\b/u;

  it('never addresses the user formally', () => {
    const found = Object.entries(ALL_CATALOGUES.de).filter(([, message]) => formal.test(message));
    expect(found).toEqual([]);
  });

  it('would notice a formal message', () => {
    expect(formal.test('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBe(true);
    expect(formal.test('Wir senden Ihnen einen Link.')).toBe(true);
    expect(formal.test('Ungespeicherte Änderungen: Sie werden gleich gespeichert.')).toBe(false);
    expect(formal.test('Bitte gib deine E-Mail-Adresse ein.')).toBe(false);
  });
});

describe('messages', () => {
  it.each(SUPPORTED_LANGUAGES)('%s parses as ICU', (language) => {
    const broken: string[] = [];
    for (const [key, message] of Object.entries(ALL_CATALOGUES[language])) {
      try {
        shapeOf(message);
      } catch (error) {
        broken.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it.each(others)('%s uses the same argument names as English', (language) => {
    const different: string[] = [];
    for (const [key, message] of Object.entries(ALL_CATALOGUES[language])) {
      const source = english[key as keyof typeof english];
      if (source === undefined) continue;
      const want = [...shapeOf(source).arguments].sort().join(',');
      const got = [...shapeOf(message).arguments].sort().join(',');
      if (want !== got) different.push(`${key}: {${got}} instead of {${want}}`);
    }
    expect(different).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s covers every plural category its counts reach', (language) => {
    // Counts in these messages stay far below a million, so the categories of 0-1000 are the ones that show (French
    // and Italian "many" only applies to exact millions, which `other` covers).
    const rules = new Intl.PluralRules(language);
    const categories = [...new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))];
    const gaps: string[] = [];
    for (const [key, message] of Object.entries(ALL_CATALOGUES[language])) {
      for (const [argument, options] of shapeOf(message).plurals) {
        const missing = categories.filter((category) => !options.has(category));
        if (missing.length > 0) gaps.push(`${key} {${argument}}: ${missing.join(', ')}`);
      }
    }
    expect(gaps).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('%s formats every message with sample values', (language) => {
    const errors: string[] = [];
    const intl = createI18nWith(language, ALL_CATALOGUES[language], {
      onError: (error) => errors.push(error.message),
    });
    for (const [key, message] of Object.entries(ALL_CATALOGUES[language])) {
      const shape = shapeOf(message);
      const values = Object.fromEntries(
        [...shape.arguments].map((name) => [name, shape.plurals.has(name) ? 3 : 7]),
      );
      const text = intl.formatMessage({ id: key }, values);
      if (text === key) errors.push(`${key} formatted as its id`);
    }
    expect(errors).toEqual([]);
  });

  it('uses no ASCII apostrophe, which ICU reads as a quote', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const quoted = Object.entries(ALL_CATALOGUES[language]).filter(([, value]) => value.includes("'"));
      expect(quoted, language).toEqual([]);
    }
  });
});

describe('translations', () => {
  it.each(others)('%s translates every message with words (cognates excepted)', (language) => {
    const copied = Object.entries(ALL_CATALOGUES[language])
      .filter(([key, value]) => value === english[key as keyof typeof english] && hasWords(value))
      .filter(([key]) => !COGNATES[key]?.languages.includes(language))
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });

  it('lists only cognates that are really the same word', () => {
    const stale: string[] = [];
    for (const [key, { languages }] of Object.entries(COGNATES)) {
      for (const language of languages as readonly Language[]) {
        if (ALL_CATALOGUES[language][key] !== english[key as keyof typeof english])
          stale.push(`${language} ${key}`);
      }
    }
    expect(stale).toEqual([]);
    expect(Object.keys(COGNATES).length).toBeLessThanOrEqual(10);
  });

  it('uses the German wording of the specifications', () => {
    const de = ALL_CATALOGUES.de;
    expect(de['toast.label.warning']).toBe('Warnung');
    expect(de['toast.label.error']).toBe('Fehler');
    expect(de['toast.label.info']).toBe('Info');
    expect(de['validation.sticker.name.required']).toBe('Name muss ausgefüllt werden');
    expect(de['validation.sticker.lowResolution']).toBe('Niedrige Auflösung');
    expect(de['validation.image.lowResolution']).toMatch(/^Niedrige Auflösung/);
    expect(de['error.dashboard']).toBe('Fehler: {message}');
  });
});
