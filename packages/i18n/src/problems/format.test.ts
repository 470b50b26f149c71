import { describe, expect, it } from 'vitest';
import {
  problem,
  resolutionWarning,
  validateAlbumTitle,
  validateStickerName,
  validateUploadBatch,
  validateUploadFile,
} from '@album/editor-core';
import type { ValidationError } from '@album/editor-core';
import { createI18n } from '../intl/create';
import { formatApiError, formatProblem, formatProblems, formatRefusal, formatWarning } from './format';

const errorsOf = (result: { ok: boolean; errors?: ValidationError[] }): ValidationError[] =>
  result.errors ?? [];

const photo = (name: string, size = 1_000_000, type = 'image/jpeg') => ({
  name,
  size,
  type,
  width: 100,
  height: 100,
});

describe('formatProblem', () => {
  it('translates editor-core validation errors with their values', async () => {
    const de = await createI18n('de');
    expect(formatProblem(de, errorsOf(validateStickerName(''))[0]!)).toBe('Name muss ausgefüllt werden');
    expect(formatProblem(de, errorsOf(validateAlbumTitle('  '))[0]!)).toBe('Das Album braucht einen Titel.');
    const tooMany = validateUploadBatch(
      Array.from({ length: 16 }, (_, i) => photo(`p${i}.jpg`)),
      'image',
    ).warning;
    expect(formatProblem(de, tooMany!)).toBe('Du kannst höchstens 15 Bilder auf einmal hochladen.');
  });

  it('writes lists of accepted kinds as a localised "or" list', async () => {
    const [typeError] = errorsOf(validateUploadFile(photo('doc.pdf', 1000, 'application/pdf'), 'image'));
    expect(formatProblem(await createI18n('en'), typeError!)).toBe(
      'doc.pdf has an unsupported file type. Accepted: JPEG, PNG, or SVG.',
    );
    expect(formatProblem(await createI18n('de'), typeError!)).toBe(
      'doc.pdf hat einen nicht unterstützten Dateityp. Erlaubt: JPEG, PNG oder SVG.',
    );
  });

  it('writes the pixel limit in words', async () => {
    const big = { ...photo('huge.png', 1000, 'image/png'), width: 8000, height: 5000 };
    const [dimensions] = errorsOf(validateUploadFile(big, 'image'));
    expect(formatProblem(await createI18n('de'), dimensions!)).toBe(
      'huge.png ist zu groß: höchstens 32 Millionen Pixel sind erlaubt.',
    );
    expect(formatProblem(await createI18n('it'), dimensions!)).toBe(
      'huge.png è troppo grande: sono accettati al massimo 32 milioni di pixel.',
    );
  });

  it('joins the errors of a batch into one warning with commas', async () => {
    const batch = validateUploadBatch(
      [photo('ok.jpg'), photo('a.pdf', 1000, 'application/pdf'), photo('empty.jpg', 0)],
      'image',
    );
    const en = await createI18n('en');
    expect(formatProblem(en, batch.warning!)).toBe(
      'Some files were not added: a.pdf has an unsupported file type. Accepted: JPEG, PNG, or SVG, ' +
        'empty.jpg is too small: an image needs at least 105 bytes.',
    );
  });

  it('starts the German low-resolution warning with the wording of the specification', async () => {
    const warning = problem('validation.image.lowResolution', { dpi: 42, minDpi: 75 });
    expect(formatProblem(await createI18n('de'), warning)).toBe(
      'Niedrige Auflösung: 42 dpi (empfohlen sind mindestens 75 dpi).',
    );
    expect(resolutionWarning).toBeTypeOf('function');
  });

  it('shows the generic error for a key no catalogue knows', async () => {
    expect(formatProblem(await createI18n('fr'), { key: 'validation.nothing' })).toBe(
      'Une erreur s’est produite. Veuillez réessayer.',
    );
  });

  it('formats dates in values as d.M.yyyy', async () => {
    const intl = await createI18n('pl');
    const message = formatProblem(intl, {
      key: 'error.dashboard',
      values: { message: new Date(2026, 2, 9) },
    });
    expect(message).toBe('Błąd: 9.3.2026');
  });
});

describe('formatProblems', () => {
  it('joins several problems with commas', async () => {
    const it = await createI18n('it');
    expect(
      formatProblems(it, [problem('validation.title.required'), problem('validation.email.required')]),
    ).toBe('L’album ha bisogno di un titolo, Inserisci un indirizzo e-mail.');
  });
});

describe('refusals, warnings and server errors', () => {
  it('maps refusal reasons to editor.refusal.<reason>', async () => {
    expect(formatRefusal(await createI18n('de'), 'last-spread')).toBe(
      'Die letzte Doppelseite kann nicht gelöscht werden.',
    );
    expect(formatRefusal(await createI18n('en'), 'not-enough-items')).toBe(
      'Select at least two elements to group them.',
    );
  });

  it('maps store warnings to editor.warning.<code>', async () => {
    expect(formatWarning(await createI18n('en'), 'wrong-json-format')).toBe(
      'Wrong JSON format: nothing was pasted.',
    );
  });

  it('maps server codes to api.error.<code>, unknown ones to the generic error', async () => {
    const fr = await createI18n('fr');
    expect(formatApiError(fr, { code: 'svg_script' })).toBe(
      'Le SVG contient des scripts et ne peut pas être utilisé.',
    );
    expect(formatApiError(fr, { code: 'something_new' })).toBe(
      'Une erreur s’est produite. Veuillez réessayer.',
    );
    expect(formatApiError(fr, {})).toBe('Une erreur s’est produite. Veuillez réessayer.');
  });
});
