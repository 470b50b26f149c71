import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW_OPTIONS } from '@album/editor-react';
import en from '@album/i18n/messages/en.json';
import { loadViewOptions, saveViewOptions, VIEW_OPTION_SWITCHES, viewOptionsKey } from './view-options';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('view options', () => {
  it('are kept per user', () => {
    const storage = memoryStorage();
    saveViewOptions(storage, 'u1', { ...DEFAULT_VIEW_OPTIONS, grid: true, snapping: false });
    expect(loadViewOptions(storage, 'u1')).toEqual({ ...DEFAULT_VIEW_OPTIONS, grid: true, snapping: false });
    expect(loadViewOptions(storage, 'u2')).toEqual(DEFAULT_VIEW_OPTIONS);
    expect([...storage.data.keys()]).toEqual([viewOptionsKey('u1')]);
  });

  it('read a damaged or older value leniently and survive a storage that throws', () => {
    const storage = memoryStorage();
    storage.setItem(viewOptionsKey(null), '{"grid":true,"bleed":"yes","zoom":3}');
    expect(loadViewOptions(storage, null)).toEqual({ ...DEFAULT_VIEW_OPTIONS, grid: true });
    storage.setItem(viewOptionsKey(null), '{not json');
    expect(loadViewOptions(storage, null)).toEqual(DEFAULT_VIEW_OPTIONS);
    const refusing = {
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => saveViewOptions(refusing, 'u1', DEFAULT_VIEW_OPTIONS)).not.toThrow();
    expect(loadViewOptions(undefined, 'u1')).toEqual(DEFAULT_VIEW_OPTIONS);
  });

  it('offer a switch for every option, each labelled in the catalogue', () => {
    expect(VIEW_OPTION_SWITCHES.map((s) => s.key).sort()).toEqual(Object.keys(DEFAULT_VIEW_OPTIONS).sort());
    for (const { labelId } of VIEW_OPTION_SWITCHES) expect(en).toHaveProperty([labelId]);
  });
});
