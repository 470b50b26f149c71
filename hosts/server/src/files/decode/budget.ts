/**
 * The cost budget of turning one upload into an image (checks, decoding, SVG rasterisation, renditions), from the
 * environment:
 * - `IMAGE_CPU_SECONDS` (default 10): CPU time one image may use. The largest accepted photos (32 Mpx) take 3 s as
 *   JPEG and 6 s as PNG; an SVG whose filters cover thousands of pixels square takes from 10 s to minutes and is
 *   refused when it reaches the budget.
 * - `IMAGE_WORKERS` (default 1): images decoded at once, each in its own process.
 * CPU time, not wall time, so a busy machine does not refuse ordinary pictures; a wall-clock limit of three times
 * the budget (plus 10 s) stops a decoder that never gets to count.
 */
export interface ImageBudget {
  cpuMs: number;
  wallMs: number;
  workers: number;
}

type Env = Record<string, string | undefined>;

function positive(name: string, value: string | undefined, fallback: number, integer: boolean): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n)))
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${value}"`);
  return n;
}

/** Reads the budget; throws on malformed values. */
export function loadImageBudget(env: Env = process.env): ImageBudget {
  const cpuMs = positive('IMAGE_CPU_SECONDS', env.IMAGE_CPU_SECONDS, 10, false) * 1000;
  const workers = positive('IMAGE_WORKERS', env.IMAGE_WORKERS, 1, true);
  return { cpuMs, wallMs: cpuMs * 3 + 10_000, workers };
}
