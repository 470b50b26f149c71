import { afterAll, beforeAll, expect, it } from 'vitest';
import { readOutbox } from '../mail';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';
import { insertOrder } from './test-orders';

describeBackends('staff order signals', (backend) => {
  let server: TestServer;
  let customer: TestUser;
  let admin: TestUser;
  let albumId: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    [customer, admin] = await Promise.all([server.user(), server.user({ roles: ['admin'] })]);
    albumId = (await server.album(customer)).id;
    // The customer's album is German: the mails follow the album's language, not the admin's.
    const patched = await server.request({
      method: 'PATCH',
      url: `/albums/${albumId}`,
      headers: customer.headers,
      payload: { language: 'de' },
    });
    expect(patched.statusCode).toBe(200);
  });
  afterAll(() => server.close());

  const add = (orderId: string, payload: object) =>
    server.request({
      method: 'POST',
      url: `/orders/${orderId}/order_updates`,
      headers: admin.headers,
      payload,
    });
  const mailsTo = async (email: string) =>
    (await readOutbox(server.ctx.config.mail.outboxDir)).filter((mail) => mail.to === email);

  it('lists the event form’s signals in order with whether the order used them', async () => {
    const orderId = await insertOrder(server.ctx.db, customer.id, albumId, { signals: ['accepted'] });
    const response = await server.request({
      method: 'GET',
      url: `/orders/${orderId}/signals`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const signals = response.json().data.signals as Array<{ signal: string; used: boolean; title: string }>;
    expect(signals.map((s) => s.signal)).toEqual([
      'accepted',
      'rejected',
      'review_feedback',
      'review_completed',
      'transfer_completed',
      'production_started',
      'albums_shipped',
      'shipment_created',
    ]);
    expect(signals.filter((s) => s.used).map((s) => s.signal)).toEqual(['accepted']);
    expect(signals.every((s) => s.title.length > 0)).toBe(true);
  });

  it('lists every signal with its titles at GET /order_signals, for admins only', async () => {
    const response = await server.request({ method: 'GET', url: '/order_signals', headers: admin.headers });
    const signals = response.json().data.signals as Array<{
      signal: string;
      title: string;
      human_title: string;
    }>;
    expect(signals).toHaveLength(14);
    expect(signals.map((s) => s.signal).slice(-1)).toEqual(['invoice_created']);
    expect(signals.every((s) => s.title !== '' && s.human_title !== '')).toBe(true);
    expect((await server.request({ method: 'GET', url: '/order_signals' })).statusCode).toBe(401);
    const refused = await server.request({ method: 'GET', url: '/order_signals', headers: customer.headers });
    expect(refused.statusCode).toBe(404);
  });

  it('adds a signal once (409 the second time) and mails the customer on accepted', async () => {
    const email = 'accepted@example.com';
    const orderId = await insertOrder(server.ctx.db, customer.id, albumId, { email });
    const first = await add(orderId, { signal: 'accepted' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.order.order_updates.map((u: { signal: string }) => u.signal)).toEqual([
      'accepted',
    ]);
    const again = await add(orderId, { signal: 'accepted' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'signal_used', field: 'signal' });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'order_accepted', language: 'de' });
  });

  it('refuses signals the server writes itself and unknown ones', async () => {
    const orderId = await insertOrder(server.ctx.db, customer.id, albumId);
    for (const signal of ['invoice_created', 'export_started', 'shipped', '']) {
      const response = await add(orderId, { signal });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe('signal');
    }
  });

  it('albums_shipped needs the carrier’s tracking code, keeps it and marks the albums step done', async () => {
    const orderId = await insertOrder(server.ctx.db, customer.id, albumId);
    for (const metadata of [
      undefined,
      {},
      { tracking_code: 'https://tracking.example.com/123' },
      { tracking_code: 'x' },
    ]) {
      const refused = await add(orderId, { signal: 'albums_shipped', ...(metadata ? { metadata } : {}) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.field).toBe('metadata.tracking_code');
    }
    const shipped = await add(orderId, {
      signal: 'albums_shipped',
      metadata: { tracking_code: ' 00340434161094042557 ' },
    });
    expect(shipped.statusCode).toBe(201);
    const order = shipped.json().data.order;
    expect(order.tracking_code).toBe('00340434161094042557');
    expect(order.albums_status).toMatchObject({ status: 'done' });
    expect(order.albums_status.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.shipment_status.status).toBe('pending');
  });

  it('shipment_created needs a full tracking URL, links it, and mails only when asked to', async () => {
    const quiet = 'quiet@example.com';
    const told = 'told@example.com';
    const silentOrder = await insertOrder(server.ctx.db, customer.id, albumId, { email: quiet });
    for (const tracking_url of [
      '00340434161094042557',
      'ftp://carrier.example.com/1',
      'javascript:alert(1)',
      'https://localhost',
    ]) {
      const refused = await add(silentOrder, { signal: 'shipment_created', metadata: { tracking_url } });
      expect(refused.statusCode, tracking_url).toBe(400);
      expect(refused.json().error.field).toBe('metadata.tracking_url');
    }
    const url = 'https://carrier.example.com/track?id=0034043416';
    const silent = await add(silentOrder, { signal: 'shipment_created', metadata: { tracking_url: url } });
    expect(silent.statusCode).toBe(201);
    expect(silent.json().data.order.shipment_status).toMatchObject({ status: 'done', target_url: url });
    expect(silent.json().data.order.order_updates[0]).toMatchObject({
      signal: 'shipment_created',
      target_url: url,
    });
    expect(await mailsTo(quiet)).toEqual([]);

    const toldOrder = await insertOrder(server.ctx.db, customer.id, albumId, { email: told });
    await add(toldOrder, {
      signal: 'shipment_created',
      metadata: { tracking_url: url },
      trigger_email: true,
    });
    const mails = await mailsTo(told);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'order_shipped', language: 'de' });
    expect(mails[0]!.text).toContain(url);
  });

  it('review_feedback needs a message and mails it to the customer', async () => {
    const email = 'feedback@example.com';
    const orderId = await insertOrder(server.ctx.db, customer.id, albumId, { email });
    const empty = await add(orderId, { signal: 'review_feedback' });
    expect(empty.json().error.field).toBe('metadata.message');
    const response = await add(orderId, {
      signal: 'review_feedback',
      metadata: { message: 'The cover photo is blurred.' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.order.order_updates[0]).toMatchObject({
      signal: 'review_feedback',
      message: 'The cover photo is blurred.',
    });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'order_staff_feedback' });
    expect(mails[0]!.text).toContain('The cover photo is blurred.');
  });

  it('transfer_completed and production_started mark the transfer done; rejected changes no step', async () => {
    const transferred = await insertOrder(server.ctx.db, customer.id, albumId);
    const done = await add(transferred, { signal: 'transfer_completed' });
    expect(done.json().data.order.transfer_status.status).toBe('done');

    const produced = await insertOrder(server.ctx.db, customer.id, albumId);
    const started = await add(produced, { signal: 'production_started' });
    expect(started.json().data.order).toMatchObject({
      transfer_status: { status: 'done' },
      albums_status: { status: 'pending' },
    });

    const rejectedOrder = await insertOrder(server.ctx.db, customer.id, albumId);
    const rejected = await add(rejectedOrder, { signal: 'rejected' });
    expect(rejected.json().data.order).toMatchObject({
      transfer_status: { status: 'pending' },
      albums_status: { status: 'pending' },
      shipment_status: { status: 'pending' },
    });
  });

  it('refuses unknown body fields and malformed metadata', async () => {
    const orderId = await insertOrder(server.ctx.db, customer.id, albumId);
    const extra = await add(orderId, { signal: 'accepted', send: true });
    expect(extra.json().error).toMatchObject({ code: 'invalid_input', field: 'send' });
    const nul = await add(orderId, { signal: 'albums_shipped', metadata: { tracking_code: 'AB\u0000CD' } });
    expect(nul.json().error.code).toBe('invalid_characters');
  });
});
