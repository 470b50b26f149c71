import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('grows exponentially with jitter between half and all of the step, up to the cap', () => {
    const low = { random: () => 0 };
    const high = { random: () => 0.999999 };
    expect(backoffDelay(0, low)).toBe(250);
    expect(backoffDelay(0, high)).toBe(500);
    expect(backoffDelay(3, high)).toBe(4000);
    expect(backoffDelay(3, low)).toBe(2000);
    expect(backoffDelay(20, high)).toBe(30_000);
    expect(backoffDelay(2, { initialMs: 100, factor: 3, maxMs: 1000, random: () => 0.999999 })).toBe(900);
  });
});
