/**
 * Seeding at start. Product content (the blueprints) is brought up to date on every start; demo data (a demo
 * user with one album per category, an admin) is created once, recorded in `settings`, and never recreated after
 * the demo user deleted something. More demo owners (`demo2@example.com`, ...) each get the same albums: a
 * workshop where every attendee has their own, or test workers that must not edit under each other.
 */
import { isDeepStrictEqual } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { CoreContext } from '../core-context';
import { json } from '../db/json';
import type { StoredAlbumContent } from '../db/content';
import type { Database } from '../db/schema';
import { newId } from '../http/ids';
import { hashPassword } from '../auth/passwords';
import { toAuthUser } from '../auth/service';
import { createAlbum } from '../albums/create';
import { readAlbumContent, storedShape, writeAlbumContent } from '../albums/content-writer';
import { albumImages } from '../albums/store';
import { seedBlueprints } from './blueprints';
import { demoStickers, withStickerImages } from './demo-stickers';
import { LibraryImages } from './library-images';
import { ROSTERS } from './rosters';
import { DEMO_USERS, MAX_DEMO_OWNERS, demoOwner } from './demo-accounts';

export { DEMO_USERS, MAX_DEMO_OWNERS, demoOwner };

const DEMO_MARK = 'demo_seeded';

/** The `settings` key recording that demo owner `n` was seeded (the first keeps the key it always had). */
const demoMark = (n: number) => (n <= 1 ? DEMO_MARK : `${DEMO_MARK}_${n}`);

/** Inserts or updates the shipped blueprints; answers how many changed. */
export async function seedProductContent(db: Kysely<Database>): Promise<number> {
  let changed = 0;
  const blueprints = seedBlueprints();
  for (const [position, blueprint] of blueprints.entries()) {
    const existing = await db
      .selectFrom('blueprints')
      .select(['id', sql<string>`content::text`.as('content_text'), 'title', 'position'])
      .where('seed_key', '=', blueprint.seedKey)
      .executeTakeFirst();
    const content = json(blueprint.content);
    if (!existing) {
      await db
        .insertInto('blueprints')
        .values({
          id: newId(),
          seed_key: blueprint.seedKey,
          title: blueprint.title,
          blueprint_category: blueprint.category,
          content,
          position,
        })
        .onConflict((oc) => oc.column('seed_key').doNothing())
        .execute();
      changed++;
    } else if (
      existing.title !== blueprint.title ||
      existing.position !== position ||
      // jsonb stores keys in its own order: compare values, not texts.
      !isDeepStrictEqual(JSON.parse(existing.content_text), blueprint.content)
    ) {
      await db
        .updateTable('blueprints')
        .set({ title: blueprint.title, content, position, updated_at: new Date() })
        .where('id', '=', existing.id)
        .execute();
      changed++;
    }
  }
  return changed;
}

/**
 * Gives a new album a sticker in every cell: the images are stored first, then their records, the stickers and
 * the cells go in one content write (one write instead of two: seeding runs at every e2e start).
 */
async function fillWithStickers(
  ctx: CoreContext,
  albumId: string,
  userId: string,
  library: LibraryImages,
  plan: (content: StoredAlbumContent) => ReturnType<typeof demoStickers>,
): Promise<void> {
  const { photos } = plan(storedShape(await readAlbumContent(ctx, albumId)));
  const images = await library.forStickers(albumId, photos);
  const records = await albumImages(ctx, albumId, true);
  // Planned again on the content the write sees: the same stickers (their ids follow the cells).
  await writeAlbumContent(
    ctx,
    albumId,
    (content) => ({ ...withStickerImages(plan(storedShape(content)).content, images), images: records }),
    { userId },
  );
}

/** The user of `spec`, created (activated, with `roles`) when there is none; answers its id. */
async function ensureUser(
  ctx: CoreContext,
  spec: { email: string; password: string; nickname: string },
  roles: Array<'admin'>,
): Promise<string> {
  const { db } = ctx;
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', spec.email)
    .executeTakeFirst();
  if (existing) return existing.id;
  const created = await db
    .insertInto('users')
    .values({
      id: newId(),
      email: spec.email,
      password_hash: await hashPassword(spec.password),
      oidc_subject: null,
      nickname: spec.nickname,
      picture: null,
      roles: json(roles),
      activated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** Gives demo owner `n` one album per blueprint, with stickers where the category has a roster, once. */
async function seedDemoOwner(ctx: CoreContext, n: number): Promise<boolean> {
  const { db } = ctx;
  const mark = demoMark(n);
  const done = await db.selectFrom('settings').select('key').where('key', '=', mark).executeTakeFirst();
  if (done) return false;
  // The admin comes with the first owner, under the same mark: deleted later, it stays deleted.
  if (n === 1) await ensureUser(ctx, DEMO_USERS.admin, DEMO_USERS.admin.roles);
  const ownerId = await ensureUser(ctx, demoOwner(n), []);
  const owner = await db.selectFrom('users').selectAll().where('id', '=', ownerId).executeTakeFirstOrThrow();
  const blueprints = await db
    .selectFrom('blueprints')
    .select(['id', 'title', 'blueprint_category'])
    .where('seed_key', 'is not', null)
    .orderBy('position')
    .execute();
  const releaseDate = new Date(Date.now() + 90 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const library = new LibraryImages(ctx, owner.id);
  const createdAt = new Date().toISOString();
  for (const blueprint of blueprints) {
    const albumId = await createAlbum(ctx, toAuthUser(owner), {
      blueprint_id: blueprint.id,
      album: { title: blueprint.title, releaseDate, language: 'en' },
    });
    const roster = blueprint.blueprint_category ? ROSTERS[blueprint.blueprint_category] : undefined;
    if (roster)
      await fillWithStickers(ctx, albumId, owner.id, library, (content) =>
        demoStickers(content, roster, createdAt),
      );
  }
  await db
    .insertInto('settings')
    .values({ key: mark, value: json({ at: new Date().toISOString() }) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return true;
}

/**
 * Creates the admin and `owners` demo owners (1 to MAX_DEMO_OWNERS; see `demoOwner`) with their albums, each
 * once. Answers true when it created anything.
 */
export async function seedDemoData(ctx: CoreContext, owners = 1): Promise<boolean> {
  if (!Number.isInteger(owners) || owners < 1 || owners > MAX_DEMO_OWNERS)
    throw new RangeError(`demo owners must be 1 to ${MAX_DEMO_OWNERS}, got ${owners}`);
  let created = false;
  for (let n = 1; n <= owners; n++) created = (await seedDemoOwner(ctx, n)) || created;
  return created;
}
