/**
 * Values for jsonb columns. Both drivers accept JSON text for a jsonb parameter, while their handling of raw
 * objects and arrays differs (pg sends JS arrays as Postgres arrays), so every jsonb write goes through here.
 */
export function json(value: unknown): string {
  return JSON.stringify(value ?? null);
}
