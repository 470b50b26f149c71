/**
 * Links of the help menu and of the documentation pages the tabs point to (spec section 2: "Help links lead to
 * documentation pages (start, stickerlink, stock, layouts, sections, viewport, stickerPlacement, checkout, images,
 * FAQ, budget), localised per language and product variant (wedding, business, default)").
 *
 * The documentation lives on its own host: `{base}/{language}/{variant}/{page}`. The base is
 * `import.meta.env.VITE_HELP_BASE_URL` when the build sets it (e.g. `VITE_HELP_BASE_URL=https://help.example.com
 * npx vite build`), else {@link DEFAULT_HELP_BASE_URL}.
 */
import type { AlbumCategory } from '@album/api-client';
import type { Language } from '@album/i18n';

/** The documentation pages, by the names the specification gives them. */
export const HELP_PAGES = [
  'start',
  'stickerlink',
  'stock',
  'layouts',
  'sections',
  'viewport',
  'stickerPlacement',
  'checkout',
  'images',
  'FAQ',
  'budget',
] as const;

export type HelpPage = (typeof HELP_PAGES)[number];

/** Product variants with their own documentation. */
export const HELP_VARIANTS = ['wedding', 'business', 'default'] as const;

export type HelpVariant = (typeof HELP_VARIANTS)[number];

/** Used when the build does not set `VITE_HELP_BASE_URL`. */
export const DEFAULT_HELP_BASE_URL = 'https://help.example.org';

/** Where the contact item of the help menu writes to (see `contactLink`). */
export const SUPPORT_EMAIL = 'support@example.org';

// URL path segment of each page: lower-case words joined by hyphens, as URLs usually are.
const PAGE_SLUGS: Readonly<Record<HelpPage, string>> = {
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

function configuredBase(): string {
  const value: unknown = import.meta.env.VITE_HELP_BASE_URL;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : DEFAULT_HELP_BASE_URL;
}

/** The documentation host of this build, without a trailing slash. */
export const HELP_BASE_URL = configuredBase().replace(/\/+$/, '');

/** The documentation variant of an album category: wedding and business have their own, every other the default. */
export function helpVariantOf(category: AlbumCategory | null | undefined): HelpVariant {
  return category === 'wedding' || category === 'business' ? category : 'default';
}

/**
 * The address of a documentation page in `language` for `variant`, e.g.
 * `helpLink('stickerPlacement', 'de', 'wedding')` is `https://help.example.org/de/wedding/sticker-placement`.
 */
export function helpLink(
  page: HelpPage,
  language: Language,
  variant: HelpVariant,
  base: string = HELP_BASE_URL,
): string {
  return `${base.replace(/\/+$/, '')}/${language}/${variant}/${PAGE_SLUGS[page]}`;
}

/** Legal pages of the help menu; the same for every product variant. */
export type LegalPage = 'terms' | 'customerInformation';

const LEGAL_SLUGS: Readonly<Record<LegalPage, string>> = {
  terms: 'terms',
  customerInformation: 'customer-information',
};

/** The terms or the customer information in `language`: `{base}/{language}/{page}`. */
export function legalLink(page: LegalPage, language: Language, base: string = HELP_BASE_URL): string {
  return `${base.replace(/\/+$/, '')}/${language}/${LEGAL_SLUGS[page]}`;
}

/**
 * A `mailto:` address of the support with a subject naming the album. The specification has the contact item open
 * a help-chat widget identified with the user's e-mail and the album id; we have no chat vendor, so an e-mail
 * (sent from the user's own address, with the album id in the subject) carries the same information.
 */
export function contactLink(subject: string, address: string = SUPPORT_EMAIL): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
