import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order, OrderExport } from '@album/api-client';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';
import { orderExportSchema } from './export-schema';
import { insertTestOrder } from './test-orders';

const run = promisify(execFile);

describeBackends('order documents', (backend) => {
  let server: TestServer;
  let admin: TestUser;
  let owner: TestUser;
  let orderId: string;
  let dir: string;

  beforeAll(async () => {
    server = await startTestServer(backend, {
      SELLER_NAME: 'Sticker Album GmbH',
      SELLER_ADDRESS: 'Musterstraße 1|10115 Berlin',
      SELLER_VAT_ID: 'DE123456789',
    });
    admin = await server.user({ roles: ['admin'] });
    owner = await server.user();
    const album = await server.album(owner);
    await server.ctx.db.updateTable('albums').set({ language: 'de' }).where('id', '=', album.id).execute();
    orderId = await insertTestOrder(server.ctx.db, { albumId: album.id, userId: owner.id });
    dir = await mkdtemp(join(tmpdir(), 'order-documents-routes-'));
  });

  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, user: TestUser | null, payload?: object) =>
    server.request({
      method,
      url: path,
      ...(user ? { headers: user.headers } : {}),
      ...(payload ? { payload } : {}),
    });

  /** A file behind an absolute URL of this server (signed blob links, the hosted invoice). */
  const download = (url: string) => {
    const { pathname, search } = new URL(url);
    return server.app.inject({ method: 'GET', url: pathname + search });
  };

  const pdfText = async (bytes: Buffer, name: string) => {
    const path = join(dir, name);
    await writeFile(path, bytes);
    await run('qpdf', ['--check', path]);
    return (await run('pdftotext', ['-layout', path, '-'])).stdout;
  };

  it('answers non-admins 404 and anonymous callers 401 on every admin route', async () => {
    const routes: Array<['GET' | 'POST' | 'PATCH', string, object?]> = [
      ['POST', `/orders/${orderId}/invoice`],
      ['PATCH', `/orders/${orderId}/invoice`, { status: 'paid' }],
      ['GET', `/orders/${orderId}/delivery_note`],
      ['GET', `/orders/${orderId}/esveco_json`],
      ['POST', `/orders/${orderId}/transfer`],
      ['GET', `/orders/${orderId}/esveco_artifact`],
    ];
    for (const [method, path, payload] of routes) {
      const refused = await call(method, path, owner, payload);
      expect(refused.statusCode, `${method} ${path}`).toBe(404);
      expect(refused.json().error.code).toBe('not_found');
      expect((await call(method, path, null, payload)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect(
      (await call('GET', '/orders/00000000-0000-4000-8000-000000000000/esveco_json', admin)).statusCode,
    ).toBe(404);
    // Nothing was made for the refused calls.
    const invoices = await server.ctx.db.selectFrom('invoices').select('id').execute();
    expect(invoices).toEqual([]);
  });

  let firstNumber: string;

  it('issues a numbered invoice whose PDF reads the number and the totals, and records it on the order', async () => {
    const response = await call('POST', `/orders/${orderId}/invoice`, admin);
    expect(response.statusCode).toBe(201);
    const order: Order = response.json().data.order;
    expect(order.invoice).toMatchObject({ status: 'open' });
    firstNumber = order.invoice!.number;
    expect(firstNumber).toMatch(new RegExp(`^INV-${new Date().getUTCFullYear()}-\\d{6}$`));
    expect(order.order_updates.map((u) => u.signal)).toContain('invoice_created');
    const update = order.order_updates.find((u) => u.signal === 'invoice_created')!;
    expect(update.metadata).toMatchObject({ number: firstNumber, gross_cents: 28_500 });

    const pdf = await download(order.invoice!.pdf_url!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload, 'invoice.pdf');
    expect(text).toMatch(new RegExp(`Rechnungsnummer\\s+${firstNumber}`));
    expect(text).toContain('Sticker Album GmbH');
    // Listed among the stored files (backups of S3 setups name the blobs that must be in the bucket).
    const blob = await server.ctx.db
      .selectFrom('blobs')
      .select(['filename', 'byte_size'])
      .where('key', 'like', 'documents/invoices/%')
      .executeTakeFirstOrThrow();
    expect(blob).toEqual({ filename: `${firstNumber}.pdf`, byte_size: pdf.rawPayload.byteLength });
    expect(text).toContain('Musterstraße 1');
    expect(text).toContain('Łódź Events');
    expect(text).toMatch(/Stickertüten\s+1\.250\s+25,00 €/);
    expect(text).toMatch(/Stickeralbum\s+50\s+190,00 €/);
    expect(text).toMatch(/Designcheck\s+1\s+24,50 €/);
    expect(text).not.toContain('Korrektur');
    expect(text).toMatch(/Nettobetrag\s+239,50 €/);
    expect(text).toMatch(/USt\. 19 %\s+45,50 €/);
    expect(text).toMatch(/Gesamtbetrag\s+285,00 €/);
  });

  it('refuses a second invoice while the first stands', async () => {
    const again = await call('POST', `/orders/${orderId}/invoice`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invoice_exists');
  });

  it('issues one invoice when two admins ask at the same moment', async () => {
    const album = await server.ctx.db
      .selectFrom('orders')
      .select(['album_id'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const other = await insertTestOrder(server.ctx.db, { albumId: album.album_id, userId: owner.id });
    const answers = await Promise.all([
      call('POST', `/orders/${other}/invoice`, admin),
      call('POST', `/orders/${other}/invoice`, admin),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('invoice_exists');
    const rows = await server.ctx.db
      .selectFrom('invoices')
      .select('id')
      .where('order_id', '=', other)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('lets admins change the status, shown on the hosted page that needs no sign-in', async () => {
    const bad = await call('PATCH', `/orders/${orderId}/invoice`, admin, { status: 'settled' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('status');
    const paid = await call('PATCH', `/orders/${orderId}/invoice`, admin, { status: 'paid' });
    expect(paid.statusCode).toBe(200);
    const invoice = (paid.json().data.order as Order).invoice!;
    expect(invoice).toMatchObject({ status: 'paid', number: firstNumber });

    const page = await download(invoice.hosted_invoice_url!);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain(`<title>Rechnung ${firstNumber} · Sticker Album GmbH</title>`);
    expect(page.body).toContain(`Rechnung <span class="number">${firstNumber}</span>`);
    expect(page.body).toContain('Bezahlt');
    expect(page.body).toMatch(/285,00\s€/);
    expect(page.body).toContain(invoice.pdf_url!);
    // A guessed token finds nothing.
    const guessed = new URL(invoice.hosted_invoice_url!);
    guessed.pathname = guessed.pathname.replace(/[^/]+$/, 'A'.repeat(32));
    expect((await download(guessed.toString())).statusCode).toBe(404);
  });

  it('keeps a void invoice void, then issues a new one with a higher number', async () => {
    expect((await call('PATCH', `/orders/${orderId}/invoice`, admin, { status: 'void' })).statusCode).toBe(
      200,
    );
    const reopen = await call('PATCH', `/orders/${orderId}/invoice`, admin, { status: 'open' });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().error.code).toBe('invoice_void');
    const fresh = await call('POST', `/orders/${orderId}/invoice`, admin);
    expect(fresh.statusCode).toBe(201);
    const number = (fresh.json().data.order as Order).invoice!.number;
    expect(number).not.toBe(firstNumber);
    expect(Number(number.slice(-6))).toBeGreaterThan(Number(firstNumber.slice(-6)));
  });

  it('writes a delivery note with the address and the items, without prices', async () => {
    const response = await call('GET', `/orders/${orderId}/delivery_note`, admin);
    expect(response.statusCode).toBe(200);
    const { pdf_url: url } = response.json().data;
    const pdf = await download(url);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload, 'note.pdf');
    expect(text).toContain('Lieferschein');
    expect(text).toContain('Jörg Müller');
    expect(text).toContain('80331 München');
    expect(text).toMatch(/Stickeralbum\s+50/);
    expect(text).not.toContain('€');
    // A second note replaces the first: one stored note per order.
    const again = await call('GET', `/orders/${orderId}/delivery_note`, admin);
    expect(again.json().data.pdf_url).not.toBe(url);
    expect((await download(url)).statusCode).toBe(404);
  });

  it('exports the order in the documented schema', async () => {
    const response = await call('GET', `/orders/${orderId}/esveco_json`, admin);
    expect(response.statusCode).toBe(200);
    const exported: OrderExport = response.json().data;
    expect(orderExportSchema.safeParse(exported).success).toBe(true);
    const Ajv = (await import('ajv')).default;
    const schema = JSON.parse(
      await readFile(new URL('../../../../docs/order-export.schema.json', import.meta.url), 'utf8'),
    );
    const validate = new Ajv({ allErrors: true }).compile(schema);
    expect(validate(exported), JSON.stringify(validate.errors)).toBe(true);
    expect(exported).toMatchObject({
      schema_version: 1,
      order: {
        id: orderId,
        no_albums: 50,
        sticker_packaging_type: 'stickerpack',
        order_features: ['design_check'],
        amount_net_cents: 23_950,
        amount_gross_cents: 28_500,
        currency: 'EUR',
      },
      shipping_address: { city: 'München', country_code: 'DE' },
      production: { status: 'pending', files: [], artifact: null },
    });
    expect(exported.order.invoice_number).toMatch(/^INV-/);
    expect(exported.line_items.map((item) => item.product)).toEqual(['album', 'stickerpack', 'design_check']);
    expect(exported.album.sticker_count).toBeGreaterThanOrEqual(0);
    expect(exported.album.spread_count).toBeGreaterThan(0);
  });

  it('answers no artifact before any transfer', async () => {
    const response = await call('GET', `/orders/${orderId}/esveco_artifact`, admin);
    expect(response.json().data).toEqual({ blob_url: null, status: 'none' });
  });
});
