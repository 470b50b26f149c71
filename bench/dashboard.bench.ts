// Staff dashboard queries (issue #17) on 10,000 orders of 10,000 albums (BENCH_ORDERS for another size), on PGlite,
// and on PostgreSQL as well when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server whose role may create
// databases (a temporary one is made and dropped). Measures what `GET /orders/dashboard` and `GET /albums/dashboard`
// run (the scope counts, the page, the summaries), without HTTP: every scope, a search, the event-date sort and a
// deep page. Target: every median under 100 ms. Results also go to bench/results/dashboard.json (dashboard-<N>.json
// for another size), with the machine's load average at the end beside them. BENCH_PGLITE=0 measures PostgreSQL
// alone (100,000 orders take PGlite minutes to seed).
// Run: `npx vitest bench --run --config bench/vitest.config.ts dashboard`.
import { randomBytes, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { test } from 'vitest';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../hosts/server/src/db/connect';
import { json } from '../hosts/server/src/db/json';
import { migrateToLatest } from '../hosts/server/src/db/migrate';
import type { Database } from '../hosts/server/src/db/schema';
import { albumsDashboard, albumsDashboardQuery } from '../hosts/server/src/staff/albums-dashboard';
import { ordersDashboard, ordersDashboardQuery } from '../hosts/server/src/staff/orders-dashboard';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const CHUNK = 500;
const WORDS = [
  'Hochzeit',
  'Müller',
  'Sommerfest',
  'FC Kickers',
  'Abschluss',
  'Firma',
  'Jubiläum',
  'Schule',
  'Team',
];

/** A deterministic pseudo-random sequence, so every run seeds the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const day = (offset: number) => new Date(Date.UTC(2025, 0, 1) + offset * 86_400_000);

async function seed(db: Kysely<Database>): Promise<void> {
  const next = random(17);
  const users = Array.from({ length: 200 }, (_, i) => ({
    id: randomUUID(),
    email: `customer${i}@example.com`,
    password_hash: null,
    oidc_subject: null,
    nickname: `customer${i}`,
    picture: null,
  }));
  await db.insertInto('users').values(users).execute();
  const now = Date.now();
  for (let start = 0; start < ORDERS; start += CHUNK) {
    const count = Math.min(CHUNK, ORDERS - start);
    const albums = [];
    const addresses = [];
    const orders = [];
    const updates = [];
    for (let i = start; i < start + count; i++) {
      const albumId = randomUUID();
      const addressId = randomUUID();
      const orderId = randomUUID();
      const user = users[i % users.length]!;
      const created = day(Math.floor(next() * 700));
      const event =
        next() < 0.9
          ? day(200 + Math.floor(next() * 700))
              .toISOString()
              .slice(0, 10)
          : null;
      const title = `${WORDS[i % WORDS.length]} ${i}`;
      albums.push({
        id: albumId,
        owner_id: user.id,
        title,
        release_date: event,
        preview_token: randomBytes(12).toString('base64url'),
        sticker_upload_token: randomBytes(12).toString('base64url'),
        last_order_id: orderId,
        created_at: created,
        // One album in twenty was changed within the last hour.
        updated_at: i % 20 === 0 ? new Date(now - 600_000) : created,
      });
      addresses.push({
        id: addressId,
        first_name: 'Ada',
        last_name: `Lovelace ${i}`,
        address1: 'Hauptstraße 1',
        zip_code: '10115',
        city: 'Berlin',
        country_code: 'DE',
      });
      // Stages: 30 % new, 20 % reviewed, 20 % transferred, 25 % shipped, 5 % rejected.
      const stage = next();
      const reviewed = stage >= 0.3 && stage < 0.95;
      const transferred = stage >= 0.5 && stage < 0.95;
      const shipped = stage >= 0.7 && stage < 0.95;
      const step = (done: boolean) =>
        json({ status: done ? 'done' : 'pending', date: done ? '2026-01-01' : null });
      orders.push({
        id: orderId,
        album_id: albumId,
        user_id: user.id,
        name: `SA-2026-${String(i + 1).padStart(6, '0')}`,
        email: user.email,
        amount: 28_500,
        amount_gross: 33_915,
        shipping_address_id: addressId,
        release_date: event,
        transfer_status: step(transferred),
        shipment_status: step(shipped),
        created_at: created,
      });
      const signals = [
        'accepted',
        ...(reviewed ? ['review_completed'] : []),
        ...(transferred ? ['transfer_completed'] : []),
        ...(shipped ? ['albums_shipped', 'shipment_created'] : []),
        ...(stage >= 0.95 ? ['rejected'] : []),
      ];
      for (const signal of signals) {
        updates.push({ id: randomUUID(), order_id: orderId, signal, title: signal, human_title: signal });
      }
    }
    await db.insertInto('albums').values(albums).execute();
    await db.insertInto('addresses').values(addresses).execute();
    await db.insertInto('orders').values(orders).execute();
    await db.insertInto('order_updates').values(updates).execute();
  }
}

/** The backends to measure: PGlite, and PostgreSQL when a URL is given. */
interface Backend {
  name: string;
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

async function backends(): Promise<Backend[]> {
  const found: Backend[] =
    process.env.BENCH_PGLITE === '0'
      ? []
      : [{ name: 'pglite', handle: await openDatabase({}), drop: async () => undefined }];
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) return found;
  const pg = (await import('pg')).default;
  const name = `album_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: target.toString() });
  found.push({
    name: 'postgres',
    handle,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // The pool's backends exit a moment after it ends; dropping them by force would fail their clients.
      for (let tries = 0; tries < 100; tries++) {
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  });
  return found;
}

const results: Record<string, Record<string, number>> = {};

test(`staff dashboards on ${ORDERS} orders`, async ({ bench }) => {
  for (const backend of await backends()) {
    const db = backend.handle.db;
    await migrateToLatest(db as never);
    const seeded = Date.now();
    await seed(db);
    console.info(
      `${backend.name}: seeded ${ORDERS} orders in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
    );
    // The planner's statistics, as autovacuum would have them on a live database.
    await db.executeQuery({ sql: 'analyze', parameters: [], query: { kind: 'RawNode' } } as never);

    const orders = (query: Record<string, string>) => () =>
      ordersDashboard(db, ordersDashboardQuery.parse(query), 'de');
    const albums = (query: Record<string, string>) => () =>
      albumsDashboard(db, albumsDashboardQuery.parse(query));
    const cases: Array<[string, () => Promise<unknown>]> = [
      ['orders show_all (newest first)', orders({})],
      ['orders pending_review', orders({ scope: 'pending_review' })],
      ['orders pending_transfer', orders({ scope: 'pending_transfer' })],
      ['orders pending_shipment', orders({ scope: 'pending_shipment' })],
      ['orders shipped', orders({ scope: 'shipped' })],
      ['orders search "müller" (title)', orders({ query: 'müller' })],
      ['orders search "customer17@" (e-mail)', orders({ query: 'customer17@' })],
      ['orders search an order number', orders({ query: 'SA-2026-004242' })],
      ['orders sort by event date asc', orders({ sort_by: 'release_date', sort_order: 'asc' })],
      ['orders page 100 of show_all', orders({ page: '100' })],
      ['orders per=100', orders({ per: '100' })],
      ['albums show_all', albums({})],
      ['albums updated_today', albums({ scope: 'updated_today' })],
      ['albums with_order', albums({ scope: 'with_order' })],
      ['albums search "jubiläum"', albums({ query: 'jubiläum' })],
      ['albums sort by event date desc, page 50', albums({ sort_by: 'release_date', page: '50' })],
    ];
    const result = await bench.compare(
      ...cases.map(([name, run]) => bench(`${backend.name}: ${name}`, run)),
      { time: 600, iterations: 10 },
    );
    results[backend.name] = {};
    for (const [name] of cases) {
      const r = result.get(`${backend.name}: ${name}`);
      const median = r?.latency.p50 ?? Number.NaN;
      results[backend.name]![name] = Number(median.toFixed(2));
      console.info(
        `${backend.name}: ${name}: median ${median.toFixed(2)} ms, p99 ${r?.latency.p99?.toFixed(2)} ms`,
      );
    }
    await backend.handle.close();
    await backend.drop();
  }
  writeFileSync(
    new URL(`./results/dashboard${ORDERS === 10_000 ? '' : `-${ORDERS}`}.json`, import.meta.url),
    `${JSON.stringify({ orders: ORDERS, load_average: loadavg()[0], median_ms: results }, null, 2)}\n`,
  );
});
