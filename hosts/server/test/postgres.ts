/**
 * PostgreSQL for tests: `TEST_DATABASE_URL` names a server and a database the role may connect to; the role
 * needs CREATEDB (each test file gets its own database, copied from a template).
 */
export function pgTestUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The same server and credentials, another database. */
export function adminUrl(url: string, database?: string): string {
  const parsed = new URL(url);
  if (database) parsed.pathname = `/${database}`;
  return parsed.toString();
}
