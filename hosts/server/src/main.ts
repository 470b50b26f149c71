/**
 * `npm start -w @album/server`: the server with the configuration from the environment (see `config.ts` and the
 * README), printing where it listens and how to sign in to the demo data.
 */
import { API_PREFIX } from './app';
import { loadConfig } from './config';
import { defaultModules } from './modules';
import { DEMO_USERS } from './seed/seed';
import { startServer } from './server';
import { DataLockHeldError } from './data-lock/lock-file';

const config = loadConfig();
const started = Date.now();
const server = await startServer(config, { modules: defaultModules }).catch((error: unknown) => {
  // Another process holds the data folder: its message names it, a stack would only hide that.
  if (!(error instanceof DataLockHeldError)) throw error;
  console.error(error.message);
  process.exit(1);
});
/** The sign-ins of the demo owners after the first (SEED_DEMO_OWNERS). */
const moreDemoOwners = (owners: number) =>
  owners === 2 ? 'demo2@example.com' : `demo2@example.com to demo${owners}@example.com`;
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
console.info(
  [
    '',
    server.web.includes('/')
      ? `Album designer ready at ${config.publicUrl}/ (ready in ${Date.now() - started} ms)`
      : `Album designer API ready (the app is not built: npm run build -w @album/app)`,
    `  API:        ${server.url}${API_PREFIX}`,
    `  public URL: ${config.publicUrl}`,
    `  database:   ${where}`,
    `  files:      ${config.storage.driver === 'local' ? config.storage.root : `s3://${config.storage.bucket}`}`,
    `  sign-in:    ${config.oidc ? `OpenID Connect ${config.oidc.issuer} and the embedded sign-in` : 'embedded'}`,
    ...(config.seedDemo
      ? [
          `  demo user:  ${DEMO_USERS.demo.email} / ${DEMO_USERS.demo.password}`,
          ...(config.seedDemoOwners > 1
            ? [`  more demo:  ${moreDemoOwners(config.seedDemoOwners)}, same password`]
            : []),
          `  admin:      ${DEMO_USERS.admin.email} / ${DEMO_USERS.admin.password}`,
          `  try:        curl -s ${server.url}${API_PREFIX}/auth/sign_in -H 'content-type: application/json' \\`,
          `                -d '{"email":"${DEMO_USERS.demo.email}","password":"${DEMO_USERS.demo.password}"}'`,
        ]
      : []),
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
