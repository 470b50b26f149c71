import { expect, it } from 'vitest';
import { failedChecks, uploadAddress } from './api';

it('lists the failed checks the page explains, in its order, and ignores codes it does not know', () => {
  expect(
    failedChecks({
      ok: false,
      checks: [
        { code: 'resolution', ok: false, value: 40 },
        { code: 'face', ok: true },
        { code: 'lighting', ok: false, value: 30 },
        { code: 'glare', ok: false },
        { code: 'sharpness', ok: true, value: 300 },
      ],
    }),
  ).toEqual(['lighting', 'resolution']);
  expect(failedChecks({ ok: true, checks: [{ code: 'face', ok: true }] })).toEqual([]);
});

it('sends photos for this server through the page’s own origin (custom sticker link domains), others as given', () => {
  expect(
    uploadAddress('https://app.example.com/api/v1/uploads/b1?token=t', 'https://fotos.example.org'),
  ).toBe('/api/v1/uploads/b1?token=t');
  expect(
    uploadAddress('https://bucket.s3.example.net/uploads/b1?X-Amz-Signature=s', 'https://fotos.example.org'),
  ).toBe('https://bucket.s3.example.net/uploads/b1?X-Amz-Signature=s');
});
