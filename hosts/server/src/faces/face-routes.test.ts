import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaceBox } from '@album/editor-core';
import { createImageService } from '../files';
import { createTestApp } from '../files/test-support';
import type { TestApp } from '../files/test-support';
import { facesPlugin } from './index';

// A photo of people from face-api's demo (taken by its author, MIT licence).
const demoDir = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);
const people = readFileSync(join(demoDir, 'sample3.jpg'));

describe('POST /images/face_detection', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ modules: { createImageService, plugins: [facesPlugin] } });
    auth = (await t.user()).auth;
  });
  afterAll(() => t.close());

  const detect = (payload: unknown, headers = auth) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/images/face_detection',
      headers,
      payload: payload as object,
    });

  it('answers the face box of a photo with a face', async () => {
    const response = await detect({ base64_image: `data:image/jpeg;base64,${people.toString('base64')}` });
    expect(response.statusCode, response.body).toBe(200);
    const face = response.json<{ data: { face: FaceBox } }>().data.face;
    const { width = 0, height = 0 } = await sharp(people).metadata();
    expect(face.width).toBeGreaterThan(20);
    expect(face.x + face.width).toBeLessThanOrEqual(width + 1);
    expect(face.y + face.height).toBeLessThanOrEqual(height + 1);
  }, 60_000);

  it('answers null for a photo without a face', async () => {
    const plain = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const response = await detect({ base64_image: plain.toString('base64') });
    expect(response.json()).toEqual({ data: { face: null } });
  }, 60_000);

  it('checks sign-in and input', async () => {
    expect((await detect({ base64_image: people.toString('base64') }, {})).statusCode).toBe(401);
    expect((await detect({})).json()).toMatchObject({
      error: { code: 'invalid_input', field: 'base64_image' },
    });
    expect((await detect({ base64_image: 'not base64!' })).json()).toMatchObject({
      error: { field: 'base64_image' },
    });
    const garbage = await detect({
      base64_image: Buffer.from('plain text, not a picture').toString('base64'),
    });
    expect(garbage.json()).toMatchObject({ error: { code: 'invalid_image', field: 'base64_image' } });
  });
});
