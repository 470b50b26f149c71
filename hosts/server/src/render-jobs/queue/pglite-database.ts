/**
 * pg-boss's database on embedded PGlite: its SQL runs on the server's one PGlite session, under the same lock
 * Kysely takes for each query and holds for a whole transaction (`db.connection()` acquires it). So a pg-boss
 * statement never lands inside a transaction of the server (where a rollback would take the job with it, or its
 * failure would abort the server's transaction), and never interleaves with one.
 *
 * Like pg-boss's own PGlite adapter: statements with parameters go to `query`, parameterless text (its schema
 * installs and `BEGIN ... COMMIT` maintenance blocks) to `exec`, which runs several statements and answers the rows
 * of each; and a failure inside such a block rolls the session back before the lock is released, so the next user
 * of the session does not find an aborted transaction.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type { Db } from 'pg-boss';

/** The pg-boss `db` option for `pglite`, serialised with the Kysely instance `db` that runs on it. */
export function pgliteQueueDatabase<DB>(db: Kysely<DB>, pglite: PGlite): Db {
  const run = async (text: string, values: unknown[] | undefined): Promise<{ rows: unknown[] }> => {
    if (values && values.length > 0) return pglite.query(text, values);
    const results = await pglite.exec(text);
    return { rows: results.flatMap((result) => result.rows) };
  };
  return {
    executeSql: (text, values) =>
      db.connection().execute(async () => {
        try {
          return await run(text, values);
        } catch (error) {
          // Nobody else's transaction can be open: the lock is ours. Outside a transaction this only warns.
          await pglite.query('rollback').catch(() => undefined);
          throw error;
        }
      }),
  };
}
