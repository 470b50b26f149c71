import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer } from '../../test/harness';
import { json } from './json';

describeBackends('json() for jsonb columns', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  const roundTrip = async (text: string) =>
    (await sql<{ value: unknown }>`select ${text}::jsonb as value`.execute(server.ctx.db)).rows[0]!.value;

  it('stores emoji, controls jsonb takes and backslashes that only look like escapes', async () => {
    for (const value of [
      { text: 'Zoë 😀 🎉' },
      { text: 'esc\u001b tab\t' },
      { text: '\\ud800 and \\u0000 typed as text' },
      { ['key 😀']: ['\\\\ud800'] },
    ]) {
      expect(await roundTrip(json(value))).toEqual(value);
    }
  });

  it('refuses, with a clear error, the lone surrogates and NULs that jsonb would refuse', async () => {
    for (const value of [{ text: 'x\ud800y' }, { text: 'x\udc00' }, { ['k\ud83d']: 1 }, ['a\u0000b']]) {
      expect(() => json(value)).toThrow(/unpaired UTF-16 surrogate/);
      // What json() refuses is what the database refuses: without the check this would be a driver error.
      await expect(roundTrip(JSON.stringify(value))).rejects.toThrow();
    }
    // An escaped backslash before a real escape is still an escape.
    expect(() => json({ text: '\\\ud800' })).toThrow(/unpaired/);
  });
});
