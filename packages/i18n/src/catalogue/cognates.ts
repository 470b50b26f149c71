import type { Language } from '../languages/languages';

/**
 * Messages whose translation is, correctly, the English word. Everything else must differ from English, which
 * catches copied, untranslated strings. Keep this short and give the reason.
 */
export const COGNATES: Readonly<Record<string, { languages: readonly Language[]; why: string }>> = {
  'common.ok': {
    languages: ['de', 'fr', 'it', 'pl'],
    why: '"OK" is the button label in all five languages.',
  },
  'toast.label.info': {
    languages: ['de', 'fr', 'it'],
    why: 'The specification labels toasts "Info" in German; French and Italian use the same short form.',
  },
  'tabs.layouts': { languages: ['de'], why: '"Layouts" is the German design term (plural of das Layout).' },
  'tabs.images': { languages: ['fr'], why: 'French "images" is the same word.' },
  'tabs.styles': { languages: ['fr'], why: 'French "styles" is the same word.' },
  'tabs.stickers': { languages: ['fr'], why: 'French sticker albums call them "stickers".' },
  'auth.password': { languages: ['it'], why: 'Italian uses the loanword "password".' },
  'toolbar.fill.gradient': { languages: ['pl'], why: 'Polish design tools call it "gradient".' },
};
