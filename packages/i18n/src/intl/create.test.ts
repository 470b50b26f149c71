import { describe, expect, it, vi } from 'vitest';
import { createI18n, createI18nWith } from './create';

describe('createI18n', () => {
  it('formats messages of the language with ICU arguments and plurals', async () => {
    const de = await createI18n('de');
    expect(de.formatMessage({ id: 'canvas.page.position' }, { page: 3, total: 24 })).toBe('Seite 3 von 24');
    expect(de.formatMessage({ id: 'validation.upload.tooMany' }, { max: 15 })).toBe(
      'Du kannst höchstens 15 Bilder auf einmal hochladen.',
    );
    const pl = await createI18n('pl');
    expect(pl.formatMessage({ id: 'validation.upload.tooMany' }, { max: 2 })).toBe(
      'Możesz przesłać naraz najwyżej 2 obrazy.',
    );
    expect(pl.formatMessage({ id: 'validation.upload.tooMany' }, { max: 15 })).toBe(
      'Możesz przesłać naraz najwyżej 15 obrazów.',
    );
  });

  it('falls back to English for a key only English has', () => {
    const intl = createI18nWith('fr', { 'only.en': 'English text' }, { onError: () => undefined });
    expect(intl.formatMessage({ id: 'only.en' })).toBe('English text');
  });

  it('reports a key no catalogue has and shows the id', () => {
    const onError = vi.fn();
    const intl = createI18nWith('it', {}, { onError });
    expect(intl.formatMessage({ id: 'no.such.key' })).toBe('no.such.key');
    expect(onError).toHaveBeenCalled();
  });

  it('warns once per broken message by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const intl = createI18nWith('de', {});
    intl.formatMessage({ id: 'missing.one' });
    intl.formatMessage({ id: 'missing.one' });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
