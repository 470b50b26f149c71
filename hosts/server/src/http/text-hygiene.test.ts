import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';
import { insertOrder } from '../staff/test-orders';
import { findInvalidText } from './text-hygiene';

const SOME_ID = '00000000-0000-4000-8000-000000000001';

/** Every route that stores text, with a body and the dotted paths of its text fields. */
const STORING_ROUTES: Array<{
  method: 'POST' | 'PATCH' | 'PUT';
  url: string;
  body: object;
  fields: string[];
}> = [
  {
    method: 'POST',
    url: '/auth/sign_up',
    body: { email: 'a@example.com', password: 'long enough', nickname: 'nick' },
    fields: ['email', 'password', 'nickname'],
  },
  {
    method: 'POST',
    url: '/auth/sign_in',
    body: { email: 'a@example.com', password: 'long enough' },
    fields: ['email', 'password'],
  },
  {
    method: 'PATCH',
    url: '/me',
    body: { nickname: 'nick', picture: 'https://example.com/me.png', cookie_consent: { targeting: 'yes' } },
    fields: ['nickname', 'picture', 'cookie_consent.targeting'],
  },
  {
    method: 'POST',
    url: '/albums',
    body: {
      blueprint_id: SOME_ID,
      album: { title: 'Title' },
      stickerTemplateId: 'default',
      colors: ['#ffffff'],
      organization: { name: 'Club', size: '1-150', contactName: 'Ann', phone: '123', contactRole: 'lead' },
      analytics_metadata: { source: 'ad' },
    },
    fields: [
      'blueprint_id',
      'album.title',
      'stickerTemplateId',
      'colors.0',
      'organization.name',
      'organization.contactName',
      'organization.phone',
      'analytics_metadata.source',
    ],
  },
  {
    method: 'PATCH',
    url: `/albums/${SOME_ID}`,
    body: {
      title: 'Title',
      stickerUploadContent: 'Send a photo',
      stickerUploadCustomDomain: 'club.example.com',
    },
    fields: ['title', 'stickerUploadContent', 'stickerUploadCustomDomain'],
  },
  {
    method: 'PUT',
    url: `/albums/${SOME_ID}/document`,
    body: { version: 1, content: { workspace: { type: 'Workspace', props: { name: 'Team' } } } },
    fields: ['content.workspace.props.name'],
  },
  {
    method: 'POST',
    url: `/albums/${SOME_ID}/invitations`,
    body: { email: 'guest@example.com' },
    fields: ['email'],
  },
  {
    method: 'POST',
    url: '/public/sticker_uploads/token',
    body: {
      sticker_upload: {
        name: 'Ann',
        last_name: 'Lee',
        position: 'Goal',
        section_id: 'section',
        blob_id: SOME_ID,
        client_id: 'client-id-1',
      },
    },
    fields: [
      'sticker_upload.name',
      'sticker_upload.last_name',
      'sticker_upload.position',
      'sticker_upload.section_id',
      'sticker_upload.blob_id',
      'sticker_upload.client_id',
    ],
  },
  {
    method: 'POST',
    url: '/uploads',
    body: {
      filename: 'me.png',
      content_type: 'image/png',
      sticker_upload_token: 'token',
      client_id: 'client-1',
    },
    fields: ['filename', 'content_type', 'sticker_upload_token', 'client_id'],
  },
  { method: 'PATCH', url: `/images/${SOME_ID}`, body: { model: 'image' }, fields: ['model'] },
  {
    method: 'PATCH',
    url: `/albums/${SOME_ID}/sticker_uploads/merge`,
    body: { sticker_upload_ids: [SOME_ID] },
    fields: ['sticker_upload_ids.0'],
  },
  { method: 'POST', url: '/client_errors', body: { message: 'boom', url: '/x' }, fields: ['message', 'url'] },
];

function withValue(body: object, path: string, value: string): object {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

describeBackends('control characters and lone surrogates in text', (backend) => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer(backend);
    user = await server.user();
  });
  afterAll(() => server.close());

  const cases = STORING_ROUTES.flatMap((route) => route.fields.map((field) => ({ ...route, field })));

  it.each(cases)('$method $url refuses a NUL in $field with 400 naming it', async (route) => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb']) {
      const response = await server.request({
        method: route.method,
        url: route.url,
        headers: user.headers,
        payload: withValue(route.body, route.field, bad),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'invalid_characters', field: route.field });
    }
  });

  it.each(cases)('$method $url refuses an unpaired surrogate in $field with 400 naming it', async (route) => {
    for (const bad of ['x\ud800y', 'x\udc00', 'end\ud83d']) {
      const response = await server.request({
        method: route.method,
        url: route.url,
        headers: user.headers,
        payload: withValue(route.body, route.field, bad),
        // Another address than the NUL cases', so that the public routes' rate limits leave both alone.
        remoteAddress: '10.99.0.1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'invalid_characters', field: route.field });
      expect(response.json().error.message).toMatch(/unpaired UTF-16 surrogate/);
    }
  });

  /** A JSON body written by hand, so that `\ud800` travels as the six-character escape an attacker sends. */
  const rawJson = (method: 'PATCH' | 'POST', url: string, headers: Record<string, string>, text: string) =>
    server.request({
      method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: text,
    });

  it('answers 400, not 500, to a lone surrogate bound for a jsonb column, and stores emoji', async () => {
    const consent = await rawJson(
      'PATCH',
      '/me',
      user.headers,
      String.raw`{"cookie_consent":{"a":"x\ud800y"}}`,
    );
    expect(consent.statusCode).toBe(400);
    expect(consent.json().error).toMatchObject({ code: 'invalid_characters', field: 'cookie_consent.a' });
    const key = await rawJson('PATCH', '/me', user.headers, String.raw`{"cookie_consent":{"x\udfffy":"a"}}`);
    expect(key.statusCode).toBe(400);
    expect(key.json().error.code).toBe('invalid_characters');
    const emoji = await rawJson(
      'PATCH',
      '/me',
      user.headers,
      String.raw`{"cookie_consent":{"a":"x\ud83d\ude00y 🎉"}}`,
    );
    expect(emoji.statusCode).toBe(200);
    const me = await server.request({ method: 'GET', url: '/me', headers: user.headers });
    expect(JSON.stringify(me.json())).toContain('x😀y 🎉');

    // A workspace section name (the album's jsonb content).
    const owner = await server.user();
    const { album } = await server.album(owner);
    const named = (name: string) => {
      const workspace = structuredClone(album.workspace) as { children: Array<{ props: { name?: string } }> };
      workspace.children[0]!.props.name = name;
      return JSON.stringify({ album: { title: 'Copy' }, workspace });
    };
    const section = await rawJson('POST', '/albums', owner.headers, named('x\ud800y'));
    expect(section.statusCode).toBe(400);
    expect(section.json().error).toMatchObject({
      code: 'invalid_characters',
      field: 'workspace.children.0.props.name',
    });
    expect((await rawJson('POST', '/albums', owner.headers, named('Team 😀'))).statusCode).toBe(201);

    // The staff's message on an order update (its metadata, jsonb).
    const admin = await server.user({ roles: ['admin'] });
    const orderId = await insertOrder(server.ctx.db, owner.id, (await server.album(owner)).id);
    const update = (message: string) =>
      rawJson(
        'POST',
        `/orders/${orderId}/order_updates`,
        admin.headers,
        JSON.stringify({ signal: 'rejected', metadata: { message } }),
      );
    const rejected = await update('x\ud800y');
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().error).toMatchObject({ code: 'invalid_characters', field: 'metadata.message' });
    expect((await update('Bitte neu hochladen 😀\nDanke')).statusCode).toBe(201);
  });

  it('refuses line breaks in one-line fields and keeps them where text has lines', async () => {
    const owner = await server.user();
    const { id } = await server.album(owner);
    const patch = (payload: object) =>
      server.request({ method: 'PATCH', url: `/albums/${id}`, headers: owner.headers, payload });
    const title = await patch({ title: 'two\nlines' });
    expect(title.statusCode).toBe(400);
    expect(title.json().error.field).toBe('title');
    expect((await patch({ stickerUploadContent: 'Dear guests,\n\tsend a photo.' })).statusCode).toBe(200);
  });

  it('answers 400, not 500, to a NUL in a path or query', async () => {
    const landing = await server.request({ method: 'GET', url: '/public/invitations/a%00b' });
    expect(landing.statusCode).toBe(400);
    expect(landing.json().error).toMatchObject({ code: 'invalid_characters', field: 'token' });
    const preview = await server.request({ method: 'GET', url: `/albums/${SOME_ID}?preview_token=a%00b` });
    expect(preview.statusCode).toBe(400);
  });

  it('finds the first offending string and key anywhere in a body', () => {
    const field = (value: unknown, multiLine?: string[]) => findInvalidText(value, multiLine)?.field;
    expect(field({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(field({ 'bad\u0001key': 1 })).toBe('bad\u0001key');
    expect(field({ text: 'line\nline\ttab' }, ['text'])).toBeUndefined();
    expect(field({ text: 'line\nline' })).toBe('text');
    expect(field({ text: 'nul\u0000' }, [''])).toBe('text');
    expect(field({ emoji: 'Zoë 🎉 «ok» \ud83d\ude00' })).toBeUndefined();
    expect(findInvalidText({ a: ['ok', 'x\ud800'] })).toEqual({ field: 'a.1', problem: 'surrogate' });
    expect(findInvalidText({ a: '\udc00\ud800' })).toEqual({ field: 'a', problem: 'surrogate' });
    expect(findInvalidText({ ['k\udbff']: 'v' })).toEqual({ field: 'k\udbff', problem: 'surrogate' });
    expect(findInvalidText({ text: 'multi\nline \ud800' }, [''])).toEqual({
      field: 'text',
      problem: 'surrogate',
    });
  });
});
