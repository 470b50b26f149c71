import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../languages/languages';
import { unknownIds } from '../tooling/compare';
import { extractMessages } from '../tooling/extract';
import { shapeOf } from '../tooling/icu';
import { ALL_CATALOGUES } from './catalogues';

// One extraction over the repository serves every test below.
let repository: ReturnType<typeof extractMessages> | undefined;
const extractRepository = () => (repository ??= extractMessages());

describe('ids used in the sources', () => {
  it.each(SUPPORTED_LANGUAGES)('exist in the %s catalogue', async (language) => {
    const extracted = await extractRepository();
    expect(unknownIds(Object.keys(extracted), ALL_CATALOGUES[language])).toEqual([]);
  });

  it('use the argument names of the English catalogue in their default messages', async () => {
    const extracted = await extractRepository();
    const english: Record<string, string> = ALL_CATALOGUES.en;
    const different = Object.entries(extracted)
      .filter(([id, { defaultMessage }]) => defaultMessage !== undefined && english[id] !== undefined)
      .filter(([id, { defaultMessage }]) => {
        const names = (message: string) => [...shapeOf(message).arguments].sort().join(',');
        return names(defaultMessage!) !== names(english[id]!);
      })
      .map(([id]) => id);
    expect(different).toEqual([]);
  });
});

describe('the extraction check', () => {
  it('finds ids of defineMessages, formatMessage and FormattedMessage imported from this package', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'album-i18n-fixture-'));
    try {
      await writeFile(
        join(dir, 'Fixture.tsx'),
        [
          "import { FormattedMessage, defineMessages, useIntl } from '@album/i18n';",
          "const messages = defineMessages({ undo: { id: 'canvas.undo', defaultMessage: 'Undo' } });",
          'export function Fixture() {',
          '  const intl = useIntl();',
          "  const label = intl.formatMessage({ id: 'fixture.not.translated', defaultMessage: 'Nope' });",
          '  return <p title={label}><FormattedMessage id="fixture.missing.too" />{intl.formatMessage(messages.undo)}</p>;',
          '}',
        ].join('\n'),
      );
      const extracted = await extractMessages(['*.tsx'], dir);
      expect(Object.keys(extracted).sort()).toEqual([
        'canvas.undo',
        'fixture.missing.too',
        'fixture.not.translated',
      ]);
      expect(unknownIds(Object.keys(extracted), ALL_CATALOGUES.de)).toEqual([
        'fixture.missing.too',
        'fixture.not.translated',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
