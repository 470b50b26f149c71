import { describe, expect, it } from 'vitest';
import { createI18n } from '@album/i18n/core';
import { escapeHtml, invoicePage } from './invoice-page';

const invoice = {
  id: 'i1',
  order_id: 'o1',
  number: 'INV-2026-000007',
  token: 't'.repeat(32),
  status: 'uncollectible' as const,
  issue_date: '2026-11-27',
  language: 'fr',
  net_cents: 10_000,
  tax_rate_bp: 2000,
  tax_cents: 2000,
  gross_cents: 12_000,
  pdf_key: 'documents/invoices/i1.pdf',
  pdf_size: 1000,
  created_at: new Date(),
  updated_at: new Date(),
};

describe('invoicePage', () => {
  it('words the page in the invoice’s language with its status and totals', async () => {
    const html = invoicePage({
      intl: await createI18n('fr'),
      invoice,
      sellerName: 'Sticker Album',
      orderName: 'Mariage Dupont',
      pdfUrl: 'https://albums.example/api/v1/invoices/x/pdf',
    });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Facture <span class="number">INV-2026-000007</span>');
    expect(html).toContain('Irrécouvrable');
    expect(html).toMatch(/TVA 20\s%/);
    expect(html).toMatch(/120,00\s€/);
    expect(html).toContain('href="https://albums.example/api/v1/invoices/x/pdf"');
  });

  it('escapes what customers typed, such as the order’s name', async () => {
    const html = invoicePage({
      intl: await createI18n('fr'),
      invoice,
      sellerName: 'Sticker Album',
      orderName: '<script>alert("x")</script>',
      pdfUrl: 'https://albums.example/a.pdf',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(escapeHtml(`a&b'c`)).toBe('a&amp;b&#39;c');
  });
});
