import { createHash } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { UploadMeter, UploadTooLargeError } from './upload-meter';

function sink(): { stream: Writable; received: () => number } {
  let received = 0;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      callback();
    },
  });
  return { stream, received: () => received };
}

describe('UploadMeter', () => {
  it('counts, hashes and keeps the head of what passes', async () => {
    const chunks = [Buffer.from('hello '), Buffer.from('streaming '), Buffer.from('world')];
    const meter = new UploadMeter(1000, 8);
    const out = sink();
    await pipeline(Readable.from(chunks), meter, out.stream);
    const all = Buffer.concat(chunks);
    expect(meter.bytes).toBe(all.length);
    expect(out.received()).toBe(all.length);
    expect(meter.head.toString()).toBe('hello st');
    expect(meter.digest()).toBe(createHash('sha256').update(all).digest('hex'));
  });

  it('fails as soon as the cap is passed, without reading the rest', async () => {
    let produced = 0;
    const endless = new Readable({
      read() {
        produced += 64 * 1024;
        this.push(Buffer.alloc(64 * 1024));
      },
    });
    const meter = new UploadMeter(1024 * 1024, 16);
    const out = sink();
    await expect(pipeline(endless, meter, out.stream)).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(out.received()).toBeLessThanOrEqual(1024 * 1024);
    expect(produced).toBeLessThan(2 * 1024 * 1024);
  });

  it('lets exactly the cap through', async () => {
    const meter = new UploadMeter(10, 4);
    await pipeline(Readable.from([Buffer.alloc(10)]), meter, sink().stream);
    expect(meter.bytes).toBe(10);
  });
});
