import { describe, expect, it } from 'vitest';
import { createI18n } from '@album/i18n';
import { presetName } from './preset-name';

describe('presetName', () => {
  it('translates the presets the app knows and keeps the server’s name for others', async () => {
    const de = await createI18n('de');
    expect(presetName(de, { id: 'ocean', name: 'Ocean' })).toBe('Ozean');
    expect(presetName(await createI18n('it'), { id: 'chalkboard', name: 'Chalkboard' })).toBe('Lavagna');
    expect(presetName(de, { id: 'neon-2030', name: 'Neon 2030' })).toBe('Neon 2030');
  });
});
