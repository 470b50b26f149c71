import type { Language } from '@album/i18n';
import { HELP_BASE_URL } from '../topbar/help-links';

/** The legal pages the footer links to (spec section 2: "footer with imprint, privacy and copyright line"). */
export type LegalPage = 'imprint' | 'privacy';

/**
 * The address of a legal page in `language`: on the documentation host the help links use (`VITE_HELP_BASE_URL`),
 * `{base}/{language}/imprint` and `{base}/{language}/privacy`, so an operator publishes them beside the help.
 */
export function legalLink(page: LegalPage, language: Language, base: string = HELP_BASE_URL): string {
  return `${base.replace(/\/+$/, '')}/${language}/${page}`;
}
