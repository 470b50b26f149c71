/**
 * Reopening an album after a merge error, at most once per interval. A merge error reopens the album from the server;
 * if the reopened album fails again at once (the server's own state is one the editor refuses, or the server keeps
 * refusing), reopening at once again would loop as fast as the network allows. Later requests within the interval
 * are merged into one reopen when the interval has passed ("we will keep trying").
 */
export interface ReloadThrottle {
  /** Reopens now, or once the interval since the last reopen has passed. */
  request(): void;
  dispose(): void;
}

export interface ReloadThrottleOptions {
  /** Default 10 s. */
  minIntervalMs?: number;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createReloadThrottle(
  reload: () => void,
  options: ReloadThrottleOptions = {},
): ReloadThrottle {
  const minIntervalMs = options.minIntervalMs ?? 10_000;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let last = -Infinity;
  let timer: unknown;
  const run = () => {
    timer = undefined;
    last = now();
    reload();
  };
  return {
    request() {
      if (timer !== undefined) return;
      const wait = last + minIntervalMs - now();
      if (wait <= 0) run();
      else timer = setTimer(run, wait);
    },
    dispose() {
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
    },
  };
}
