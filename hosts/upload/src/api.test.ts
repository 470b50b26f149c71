import { expect, it } from 'vitest';
import { failedChecks } from './api';

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
