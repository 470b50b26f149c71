import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';
import { findControlCharacter } from './text-hygiene';

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

describeBackends('control characters in text', (backend) => {
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
    expect(findControlCharacter({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(findControlCharacter({ 'bad\u0001key': 1 })).toBe('bad\u0001key');
    expect(findControlCharacter({ text: 'line\nline\ttab' }, ['text'])).toBeUndefined();
    expect(findControlCharacter({ text: 'line\nline' })).toBe('text');
    expect(findControlCharacter({ text: 'nul\u0000' }, [''])).toBe('text');
    expect(findControlCharacter({ emoji: 'Zoë 🎉 «ok»' })).toBeUndefined();
  });
});
