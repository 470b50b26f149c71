/**
 * Reconnect delays: exponential with full jitter, capped.
 */
export interface BackoffOptions {
  /** First delay. Default 500 ms. */
  initialMs?: number;
  /** Largest delay. Default 30 s. */
  maxMs?: number;
  /** Growth per attempt. Default 2. */
  factor?: number;
  /** Random source in [0, 1) (default `Math.random`). */
  random?: () => number;
}

/** The delay before reconnect attempt `attempt` (0 = first retry): between half and all of the capped exponential. */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const initial = options.initialMs ?? 500;
  const max = options.maxMs ?? 30_000;
  const factor = options.factor ?? 2;
  const ceiling = Math.min(max, initial * Math.pow(factor, Math.max(0, attempt)));
  const random = options.random ?? Math.random;
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
