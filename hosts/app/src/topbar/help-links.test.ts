import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@album/i18n';
import {
  contactLink,
  DEFAULT_HELP_BASE_URL,
  HELP_BASE_URL,
  HELP_PAGES,
  HELP_VARIANTS,
  helpLink,
  helpVariantOf,
  legalLink,
} from './help-links';

const SLUGS: Record<(typeof HELP_PAGES)[number], string> = {
  start: 'start',
  stickerlink: 'stickerlink',
  stock: 'stock',
  layouts: 'layouts',
  sections: 'sections',
  viewport: 'viewport',
  stickerPlacement: 'sticker-placement',
  checkout: 'checkout',
  images: 'images',
  FAQ: 'faq',
  budget: 'budget',
};

describe('helpLink', () => {
  it('uses the default documentation host when the build sets none', () => {
    expect(HELP_BASE_URL).toBe(DEFAULT_HELP_BASE_URL);
  });

  for (const language of SUPPORTED_LANGUAGES) {
    for (const variant of HELP_VARIANTS) {
      it(`links every page in ${language} for the ${variant} variant`, () => {
        for (const page of HELP_PAGES) {
          expect(helpLink(page, language, variant)).toBe(
            `https://help.example.org/${language}/${variant}/${SLUGS[page]}`,
          );
        }
      });
    }
  }

  it('gives a different address for every page, language and variant', () => {
    const links = new Set<string>();
    for (const language of SUPPORTED_LANGUAGES)
      for (const variant of HELP_VARIANTS)
        for (const page of HELP_PAGES) links.add(helpLink(page, language, variant));
    expect(links.size).toBe(SUPPORTED_LANGUAGES.length * HELP_VARIANTS.length * HELP_PAGES.length);
  });

  it('takes another host, with or without a trailing slash', () => {
    expect(helpLink('FAQ', 'fr', 'business', 'https://docs.test/help/')).toBe(
      'https://docs.test/help/fr/business/faq',
    );
  });
});

describe('helpVariantOf', () => {
  it('maps wedding and business to their own variant and every other category to default', () => {
    expect(helpVariantOf('wedding')).toBe('wedding');
    expect(helpVariantOf('business')).toBe('business');
    for (const category of ['sports', 'birthday', 'school', 'community'] as const) {
      expect(helpVariantOf(category)).toBe('default');
    }
    expect(helpVariantOf(null)).toBe('default');
    expect(helpVariantOf(undefined)).toBe('default');
  });
});

describe('legalLink and contactLink', () => {
  it('links the terms and the customer information per language', () => {
    expect(legalLink('terms', 'it')).toBe('https://help.example.org/it/terms');
    expect(legalLink('customerInformation', 'pl')).toBe('https://help.example.org/pl/customer-information');
  });

  it('writes to the support address with an encoded subject', () => {
    expect(contactLink('Frage zu meinem Album a&b 1')).toBe(
      'mailto:support@example.org?subject=Frage%20zu%20meinem%20Album%20a%26b%201',
    );
  });
});
