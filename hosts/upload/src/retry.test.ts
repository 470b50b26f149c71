import { describe, expect, it } from 'vitest';
import { RequestError } from './api';
import { withRetries } from './retry';

const instant = async () => undefined;

describe('withRetries', () => {
  it('tries a dropped connection again and answers the first success', async () => {
    const pauses: number[] = [];
    const retried: number[] = [];
    let calls = 0;
    const result = await withRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw new RequestError(0, 'network_error', 'dropped');
        return 'stored';
      },
      {
        sleep: async (ms) => void pauses.push(ms),
        onRetry: (attempt) => retried.push(attempt),
        firstPauseMs: 100,
      },
    );
    expect(result).toBe('stored');
    expect(calls).toBe(3);
    expect(pauses).toEqual([100, 200]);
    expect(retried).toEqual([1, 2]);
  });

  it('does not retry a refusal (a file too large stays too large)', async () => {
    let calls = 0;
    const refusal = new RequestError(413, 'file_too_large', 'too large');
    await expect(
      withRetries(
        async () => {
          calls += 1;
          throw refusal;
        },
        { sleep: instant },
      ),
    ).rejects.toBe(refusal);
    expect(calls).toBe(1);
  });

  it('gives up after the last try with the last error', async () => {
    let calls = 0;
    await expect(
      withRetries(
        async () => {
          calls += 1;
          throw new RequestError(503, 'unavailable', `busy ${calls}`);
        },
        { sleep: instant, attempts: 3 },
      ),
    ).rejects.toThrow('busy 3');
    expect(calls).toBe(3);
  });
});
