/**
 * JSON with object keys in sorted order, so that equal values give equal text however they were built (jsonb,
 * automerge and JavaScript objects each keep keys in their own order). Used for the hashes that decide whether a
 * render can be reused.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(item).sort()) sorted[key] = (item as Record<string, unknown>)[key];
    return sorted;
  });
}
