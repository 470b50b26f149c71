// "Saved" means durable: the server runs as a child process (so that it can be SIGKILLed), two clients edit one album
// at once, the server is killed in the middle of their edits and restarted on the same data directory, and every edit
// a client was told is saved must be there. Three rounds here; `bench/sync-sigkill-soak.mjs` runs twenty.
import { expect, it } from 'vitest';
import { pgliteTemplate } from '../../test/template';
import { sigkillRounds } from './durability-rounds';
import type { RoundResult } from './durability-rounds';

// Three server starts of a few seconds each, plus the edits: far past the 20 s default on two loaded cores.
const TIMEOUT_MS = 240_000;

it(
  'keeps every edit a client was told is saved when the server is SIGKILLed mid-edit (3 rounds)',
  async () => {
    const results: RoundResult[] = await sigkillRounds({
      rounds: 3,
      templateFile: await pgliteTemplate(),
      onRound: (r) => console.info(JSON.stringify(r)),
    });
    for (const result of results) {
      // Both clients had edits confirmed before the kill: the check below is not vacuous.
      expect(Math.min(...result.confirmed), `round ${result.round}`).toBeGreaterThanOrEqual(2);
      expect(result.afterRestart[0], `round ${result.round}: client A`).toBeGreaterThanOrEqual(
        result.confirmed[0],
      );
      expect(result.afterRestart[1], `round ${result.round}: client B`).toBeGreaterThanOrEqual(
        result.confirmed[1],
      );
      expect(result.complete, `round ${result.round}: unconfirmed edits sent again`).toBe(true);
    }
  },
  TIMEOUT_MS,
);
