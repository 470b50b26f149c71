import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

afterEach(() => vi.restoreAllMocks());

describe('copyText', () => {
  it('writes the text and answers true', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    expect(await copyText('https://x.example/a', { writeText })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x.example/a');
  });

  it('only logs a refusal or a missing clipboard', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await copyText('x', { writeText: () => Promise.reject(new Error('denied')) })).toBe(false);
    expect(await copyText('x', undefined)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
