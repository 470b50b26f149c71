/**
 * Settings of render jobs from the environment (beside `ServerConfig`, which they extend):
 * - `RENDER_WORKERS`: jobs the server renders at once in its own process (default 1; 0 = none: with PostgreSQL,
 *   separate processes of `render-worker-main.ts` render instead; on PGlite nothing renders then). The separate
 *   worker process reads it too, as its number of jobs at once (default 1).
 * - `RENDER_POLL_SECONDS`: how often an idle worker looks for jobs queued by other processes (default 2; jobs
 *   queued by its own process wake it at once).
 */
export interface RenderJobsConfig {
  workers: number;
  pollSeconds: number;
}

type Env = Record<string, string | undefined>;

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** Reads the render job settings; throws on malformed values. */
export function loadRenderJobsConfig(env: Env = process.env): RenderJobsConfig {
  const pollSeconds = Number(env.RENDER_POLL_SECONDS || 2);
  if (!Number.isFinite(pollSeconds) || pollSeconds < 0.5)
    throw new Error(`RENDER_POLL_SECONDS must be a number of at least 0.5, got "${env.RENDER_POLL_SECONDS}"`);
  return { workers: count('RENDER_WORKERS', env.RENDER_WORKERS, 1), pollSeconds };
}
