/**
 * Retries for a phone on a flaky connection: a dropped upload is tried again after a growing pause (and, when the
 * browser knows it is offline, as soon as it is back online), a few times, before the page gives up and says so.
 */
import { RequestError } from './api';

export interface RetryOptions {
  /** Tries in all (default 4). */
  attempts?: number;
  /** Pause before the second try; doubled before each further one (default 1.5 s). */
  firstPauseMs?: number;
  /** Waits `ms` (tests pass an instant one). */
  sleep?: (ms: number) => Promise<void>;
  /** Told before each new try (1-based number of the try that failed). */
  onRetry?: (failedAttempt: number, error: RequestError) => void;
}

/** Waits `ms`, cut short when the browser comes back online. */
export function pauseOrOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/**
 * Runs `task` until it succeeds, retrying only errors that another try may cure (`RequestError.retryable`);
 * answers its result or rethrows the last error.
 */
export async function withRetries<T>(
  task: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 4;
  const sleep = options.sleep ?? pauseOrOnline;
  let pause = options.firstPauseMs ?? 1500;
  for (let attempt = 1; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      if (!(error instanceof RequestError) || !error.retryable || attempt >= attempts) throw error;
      options.onRetry?.(attempt, error);
      await sleep(pause);
      pause *= 2;
    }
  }
}
