import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { ApiError } from '../errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientAnswering(status: number, body: unknown) {
  const fetcher = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => json(status, body));
  return {
    fetcher,
    client: createApiClient({ baseUrl: '/api/v1', token: 'admin', fetch: fetcher as typeof fetch }),
  };
}

describe('orderDocuments', () => {
  it('posts the invoice of an order under its escaped id and unwraps the order', async () => {
    const { fetcher, client } = clientAnswering(201, { data: { order: { id: 'o/1' } } });
    expect(await client.orderDocuments.createInvoice('o/1')).toEqual({ order: { id: 'o/1' } });
    const [url, init] = fetcher.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/orders/o%2F1/invoice');
    expect(init?.method).toBe('POST');
  });

  it('sends the new invoice status as the PATCH body', async () => {
    const { fetcher, client } = clientAnswering(200, { data: { order: { id: 'o1' } } });
    await client.orderDocuments.updateInvoice('o1', 'paid');
    const [url, init] = fetcher.mock.calls[0]!;
    expect(String(url)).toBe('/api/v1/orders/o1/invoice');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'paid' });
  });

  it('reads the delivery note, the export, the transfer and the artifact from their routes', async () => {
    const { fetcher, client } = clientAnswering(200, { data: { blob_url: null, status: 'running' } });
    expect(await client.orderDocuments.artifact('o1')).toEqual({ blob_url: null, status: 'running' });
    await client.orderDocuments.deliveryNote('o1');
    await client.orderDocuments.orderJson('o1');
    await client.orderDocuments.transfer('o1');
    expect(fetcher.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'GET /api/v1/orders/o1/esveco_artifact',
      'GET /api/v1/orders/o1/delivery_note',
      'GET /api/v1/orders/o1/esveco_json',
      'POST /api/v1/orders/o1/transfer',
    ]);
  });

  it('throws the 404 a non-admin gets as an ApiError', async () => {
    const { client } = clientAnswering(404, { error: { code: 'not_found', message: 'Not found' } });
    const refused = await client.orderDocuments.transfer('o1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 404, code: 'not_found' });
  });
});
