import { describe, expect, it } from 'vitest';
import { createReloadThrottle } from './reload-throttle';

describe('createReloadThrottle', () => {
  it('reopens at once, then at most once per interval, merging the requests in between', () => {
    let time = 0;
    const timers: Array<{ callback: () => void; ms: number }> = [];
    let reloads = 0;
    const throttle = createReloadThrottle(() => reloads++, {
      minIntervalMs: 10_000,
      now: () => time,
      setTimer: (callback, ms) => timers.push({ callback, ms }),
      clearTimer: () => undefined,
    });
    throttle.request();
    expect(reloads).toBe(1);
    time = 2_000;
    throttle.request();
    throttle.request();
    expect(reloads).toBe(1);
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(8_000);
    time = 10_000;
    timers[0]!.callback();
    expect(reloads).toBe(2);
    time = 25_000;
    throttle.request();
    expect(reloads).toBe(3);
  });
});
