import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../languages/languages';
import { ALL_CATALOGUES } from './catalogues';
import { loadCatalogue, loadMessages, withFallback } from './load';

describe('withFallback', () => {
  it('fills keys the catalogue lacks or leaves empty from the fallback', () => {
    const merged = withFallback({ a: 'A de', b: ' ' }, { a: 'A en', b: 'B en', c: 'C en' });
    expect(merged).toEqual({ a: 'A de', b: 'B en', c: 'C en' });
  });
});

describe('loadMessages', () => {
  it.each(SUPPORTED_LANGUAGES)('loads %s with every English key', async (language) => {
    const messages = await loadMessages(language);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(ALL_CATALOGUES.en).sort());
    expect(messages['toast.label.error']).toBe(ALL_CATALOGUES[language]['toast.label.error']);
  });

  it('caches per language', async () => {
    expect(await loadMessages('de')).toBe(await loadMessages('de'));
    expect(await loadCatalogue('fr')).toBe(await loadCatalogue('fr'));
  });

  it('answers the catalogue in its own language, not English', async () => {
    expect((await loadMessages('de'))['canvas.undo']).toBe('Rückgängig');
    expect((await loadMessages('pl'))['canvas.undo']).toBe('Cofnij');
    expect((await loadMessages('en'))['canvas.undo']).toBe('Undo');
  });
});
