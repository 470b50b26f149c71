/**
 * A small seeded random generator (mulberry32): stickerpacks must be reproducible, so the same seed gives the same
 * packs on every machine.
 */

/** Random numbers in [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct items picked at random (all of them, shuffled, when there are fewer). */
export function pickDistinct<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    const i = Math.floor(random() * pool.length);
    out.push(pool.splice(i, 1)[0]!);
  }
  return out;
}
