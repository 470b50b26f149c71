/**
 * The image budget end to end: an SVG whose filter costs minutes of CPU is refused within its budget, while the
 * album of someone else is answered as fast as ever; the next upload is decoded by a fresh decoder.
 */
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../../test/harness';
import { makeSvg } from '../images/test-images';
import { localPath, type UploadTarget } from '../test-support';
import { loadImageBudget } from './budget';

/** 5000 × 5000 user units under a blur and a dilation: tens of seconds of CPU at the 2000 px rendition. */
function costlySvg(): Buffer {
  return Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="5000" height="5000">' +
      '<filter id="f"><feGaussianBlur stdDeviation="80"/><feMorphology operator="dilate" radius="50"/></filter>' +
      '<rect width="5000" height="5000" fill="#c33" filter="url(#f)"/></svg>',
  );
}

const BUDGET_SECONDS = '1.5';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('the image budget', () => {
  let server: TestServer;
  let uploader: TestUser;
  let reader: TestUser;
  let uploaderAlbum: string;
  let readerAlbum: string;
  const previous = process.env.IMAGE_CPU_SECONDS;

  beforeAll(async () => {
    // Read when the files runtime first decodes: a short budget keeps the test short.
    process.env.IMAGE_CPU_SECONDS = BUDGET_SECONDS;
    server = await startTestServer('pglite');
    uploader = await server.user();
    reader = await server.user();
    uploaderAlbum = (await server.album(uploader)).id;
    readerAlbum = (await server.album(reader)).id;
  });
  afterAll(async () => {
    await server.close();
    if (previous === undefined) delete process.env.IMAGE_CPU_SECONDS;
    else process.env.IMAGE_CPU_SECONDS = previous;
  });

  /** Uploads the bytes and answers the blob id. */
  async function upload(bytes: Buffer, filename: string): Promise<string> {
    const target = await server.request({
      method: 'POST',
      url: '/uploads',
      headers: uploader.headers,
      payload: { filename, byte_size: bytes.length },
    });
    expect(target.statusCode, target.body).toBe(201);
    const data = target.json<{ data: UploadTarget }>().data;
    const put = await server.app.inject({
      method: 'PUT',
      url: localPath(data.upload_url),
      headers: data.headers,
      payload: bytes,
    });
    expect(put.statusCode, put.body).toBe(200);
    return data.blob_id;
  }

  const createImage = (blobId: string) =>
    server.request({
      method: 'POST',
      url: `/albums/${uploaderAlbum}/images`,
      headers: uploader.headers,
      payload: { blob_id: blobId, model: 'image' },
    });

  /** Milliseconds of one `GET /albums/:id` by the other user. */
  async function readAlbum(): Promise<number> {
    const started = performance.now();
    const response = await server.request({
      method: 'GET',
      url: `/albums/${readerAlbum}`,
      headers: reader.headers,
    });
    const took = performance.now() - started;
    expect(response.statusCode).toBe(200);
    return took;
  }

  it('refuses a costly SVG within its budget while another user reads an album in under 200 ms', async () => {
    const budget = loadImageBudget();
    expect(budget.cpuMs).toBe(1500);
    // Warm: the decoder process starts and bundles on first use; the album route compiles its schemas.
    const warm = await createImage(await upload(makeSvg(), 'warm.svg'));
    expect(warm.statusCode, warm.body).toBe(201);
    const quiet: number[] = [];
    for (let i = 0; i < 5; i++) quiet.push(await readAlbum());

    const blobId = await upload(costlySvg(), 'costly.svg');
    const started = performance.now();
    let answered: number | undefined;
    const refused = createImage(blobId).then((response) => {
      answered = performance.now() - started;
      return response;
    });
    const during: number[] = [];
    // Reads while the SVG is being decoded, one after the other.
    while (answered === undefined) {
      during.push(await readAlbum());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await refused;
    console.info(
      `image budget: refused after ${Math.round(answered!)} ms; GET /albums/:id median ` +
        `${median(quiet).toFixed(1)} ms quiet, ${median(during).toFixed(1)} ms during (${during.length} samples)`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'image_too_costly',
        message:
          'The image needs more than 1.5 s of processing (e.g. SVG filters over a large area) and was refused; ' +
          'simplify it or upload it as PNG or JPEG',
        field: 'blob_id',
      },
    });
    // Within the budget: the CPU budget, counted every 50 ms, or at the latest the wall-clock limit.
    expect(answered).toBeLessThan(budget.wallMs);
    expect(during.length).toBeGreaterThanOrEqual(5);
    expect(median(during)).toBeLessThan(200);
    // The refused upload is gone with its bytes; the next image gets a fresh decoder.
    expect((await createImage(blobId)).json().error.code).toBe('unknown_blob');
    const next = await createImage(await upload(makeSvg(), 'next.svg'));
    expect(next.statusCode, next.body).toBe(201);
  });
});
