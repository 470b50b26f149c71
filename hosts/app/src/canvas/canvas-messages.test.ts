import { describe, expect, it } from 'vitest';
import { A11Y_MESSAGE_IDS, englishFormat } from '@album/editor-react';
import { createI18nWith } from '@album/i18n';
import de from '@album/i18n/messages/de.json';
import en from '@album/i18n/messages/en.json';
import fr from '@album/i18n/messages/fr.json';
import itMessages from '@album/i18n/messages/it.json';
import pl from '@album/i18n/messages/pl.json';

const CATALOGUES = { de, en, fr, it: itMessages, pl } as const;

describe('the canvas’s screen reader messages', () => {
  it('are in every catalogue', () => {
    for (const [language, messages] of Object.entries(CATALOGUES)) {
      const missing = A11Y_MESSAGE_IDS.filter((id) => !(id in messages));
      expect({ language, missing }).toEqual({ language, missing: [] });
    }
  });

  it('say the English catalogue’s sentences as the canvas’s fallback does', () => {
    const intl = createI18nWith('en', en);
    const format = (id: string, values?: Record<string, string | number>) =>
      intl.formatMessage({ id }, values);
    const samples: Array<[string, Record<string, string | number>]> = [
      ['canvas.a11y.selected', { label: 'Text ‘Together’' }],
      ['canvas.a11y.moved', { offset: '3 mm right' }],
      ['canvas.a11y.offsetX', { distance: 3, direction: 'right' }],
      ['canvas.a11y.offsetY', { distance: 0.5, direction: 'up' }],
      ['canvas.a11y.deleted', { count: 2 }],
      ['canvas.a11y.grouped', { count: 1 }],
      ['canvas.a11y.list', { count: 2, pages: '2-3' }],
      ['canvas.a11y.position', { x: 1.5, y: 2, width: 3, height: 4, rotation: 0 }],
      ['canvas.a11y.position', { x: 1, y: 2, width: 3, height: 4, rotation: 45 }],
      ['canvas.a11y.undone', {}],
    ];
    for (const [id, values] of samples) expect(format(id, values)).toBe(englishFormat(id, values));
  });

  it('count in Polish with one, few and many, and write decimals the German way', () => {
    const polish = createI18nWith('pl', pl);
    const deleted = (count: number) => polish.formatMessage({ id: 'canvas.a11y.deleted' }, { count });
    expect([deleted(1), deleted(3), deleted(5), deleted(22)]).toEqual([
      'Usunięto 1 element',
      'Usunięto 3 elementy',
      'Usunięto 5 elementów',
      'Usunięto 22 elementy',
    ]);
    const german = createI18nWith('de', de);
    const offset = german.formatMessage({ id: 'canvas.a11y.offsetX' }, { distance: 2.5, direction: 'left' });
    expect(german.formatMessage({ id: 'canvas.a11y.moved' }, { offset })).toBe(
      'Um 2,5 mm nach links verschoben',
    );
  });
});
