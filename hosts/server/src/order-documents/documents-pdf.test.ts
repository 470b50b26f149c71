import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@album/i18n/core';
import { deliveryNotePdf, invoicePdf, type DocumentInput } from './documents-pdf';
import { glyphSafe } from './pdf-layout';
import { invoiceTotals } from './totals';

const run = promisify(execFile);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'order-documents-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The text of a PDF as pdftotext reads it (layout kept, so a label and its amount share a line). */
async function textOf(bytes: Buffer, name: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, bytes);
  await run('qpdf', ['--check', path]);
  return (await run('pdftotext', ['-layout', path, '-'])).stdout;
}

async function input(language: 'de' | 'pl'): Promise<DocumentInput> {
  return {
    intl: await createI18n(language),
    language,
    seller: {
      name: 'Sticker Album GmbH',
      address: ['Musterstraße 1', '10115 Berlin'],
      vatId: 'DE123456789',
      email: 'rechnung@example.com',
      bank: 'IBAN DE02 1203 0000 0000 2020 51',
    },
    orderName: 'Hochzeit Müller',
    email: 'jörg@example.com',
    releaseDate: '2026-06-01',
    address: {
      organization: null,
      first_name: 'Jörg',
      last_name: 'Łukasiewicz-Müller',
      address1: 'Äußere Gasse 5',
      address2: null,
      zip_code: '80331',
      city: 'München',
      country_code: 'DE',
      phone: null,
    },
    lineItems: [
      { id: '1', product: 'album', title: 'Stickeralbum', description: 'Softcover, 52 Seiten', quantity: 50 },
      { id: '2', product: 'stickerpack', title: 'Stickertüten', description: null, quantity: 1250 },
    ],
  };
}

describe('invoicePdf', () => {
  it('prints number, date, buyer, items and the totals in the album’s language, umlauts and Polish letters intact', async () => {
    const bytes = await invoicePdf(await input('de'), {
      number: 'INV-2026-000123',
      issueDate: '2026-11-27',
      totals: invoiceTotals(23_950, 1900),
    });
    const text = await textOf(bytes, 'invoice.pdf');
    expect(text).toContain('Rechnung');
    expect(text).toMatch(/Rechnungsnummer\s+INV-2026-000123/);
    expect(text).toMatch(/Rechnungsdatum\s+27\.11\.2026/);
    expect(text).toContain('Jörg Łukasiewicz-Müller');
    expect(text).toContain('Äußere Gasse 5');
    expect(text).toContain('80331 München');
    expect(text).toContain('Deutschland');
    expect(text).toMatch(/Stickertüten\s+1\.250/);
    expect(text).toMatch(/Nettobetrag\s+239,50 €/);
    expect(text).toMatch(/USt\. 19 %\s+45,50 €/);
    expect(text).toMatch(/Gesamtbetrag\s+285,00 €/);
    expect(text).toContain('USt-IdNr.: DE123456789');
  });

  it('prices each line when the order has quoted prices, with the voucher and an adjustment adding up to the net', async () => {
    const text = await textOf(
      await invoicePdf(await input('de'), {
        number: 'INV-2026-000125',
        issueDate: '2026-11-27',
        totals: invoiceTotals(23_950, 1900),
        prices: {
          amounts: new Map([
            ['1', 20_000],
            ['2', 5000],
          ]),
          discount: { code: 'SOMMER', cents: 2000 },
          adjustment: 950,
        },
      }),
      'invoice-priced.pdf',
    );
    expect(text).toMatch(/Netto/);
    expect(text).toMatch(/Stickeralbum\s+50\s+200,00 €/);
    expect(text).toMatch(/Stickertüten\s+1\.250\s+50,00 €/);
    expect(text).toMatch(/Rabatt \(SOMMER\)\s+-20,00 €/);
    expect(text).toMatch(/Korrektur\s+9,50 €/);
    expect(text).toMatch(/Nettobetrag\s+239,50 €/);
  });

  it('words a Polish invoice in Polish', async () => {
    const text = await textOf(
      await invoicePdf(await input('pl'), {
        number: 'INV-2026-000124',
        issueDate: '2026-11-27',
        totals: invoiceTotals(10_000, 2300),
      }),
      'invoice-pl.pdf',
    );
    expect(text).toMatch(/Numer faktury\s+INV-2026-000124/);
    expect(text).toMatch(/Kwota brutto\s+123,00 €/);
    expect(text).toContain('Niemcy');
  });
});

describe('deliveryNotePdf', () => {
  it('shows the shipping address and the items without any price', async () => {
    const text = await textOf(await deliveryNotePdf(await input('de')), 'note.pdf');
    expect(text).toContain('Lieferschein');
    expect(text).toContain('Lieferadresse');
    expect(text).toContain('Äußere Gasse 5');
    expect(text).toMatch(/Stickeralbum\s+50/);
    expect(text).not.toContain('€');
  });
});

describe('glyphSafe', () => {
  it('swaps the narrow no-break space French and Polish numbers use (Open Sans lacks it) for a no-break space', () => {
    expect(glyphSafe(new Intl.NumberFormat('fr').format(1250))).toBe('1\u00a0250');
    expect(glyphSafe('Zoë Łukasiewicz')).toBe('Zoë Łukasiewicz');
  });
});
