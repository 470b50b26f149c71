import { afterAll, beforeAll, expect, it } from 'vitest';
import { albumOrder, parseNested, type AlbumContent, type NestedNode } from '@album/editor-core';
import { migrateToLatest } from '../db/migrate';
import { describeBackends, startTestServer, type TestServer } from '../../test/harness';
import { DEMO_USERS, seedDemoData, seedProductContent } from './seed';

describeBackends('seeding and migrations', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  it('migrations are up to date and running them again does nothing', async () => {
    expect(await migrateToLatest(server.ctx.db as never)).toEqual([]);
  });

  it('product content is idempotent', async () => {
    expect(await seedProductContent(server.ctx.db)).toBe(0);
    const count = await server.ctx.db
      .selectFrom('blueprints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(6);
  });

  it('creates the demo users and one album per category once, and the demo sign-in works', async () => {
    expect(await seedDemoData(server.ctx)).toBe(true);
    expect(await seedDemoData(server.ctx)).toBe(false);
    const signIn = await server.request({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: DEMO_USERS.demo.email, password: DEMO_USERS.demo.password },
    });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json().data.token;
    const albums = await server.request({
      method: 'GET',
      url: '/albums',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      albums
        .json()
        .data.albums.map((a: { category: string }) => a.category)
        .sort(),
    ).toEqual(['birthday', 'business', 'community', 'school', 'sports', 'wedding']);
    const first = albums.json().data.albums[0];
    const one = await server.request({
      method: 'GET',
      url: `/albums/${first.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(one.statusCode).toBe(200);

    const admin = await server.request({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password },
    });
    expect(admin.json().data.user.roles).toEqual(['admin']);
  });

  it('a second demo owner gets the same albums of their own, once; the first keeps theirs', async () => {
    const albumsOf = async (account: { email: string; password: string }) => {
      const payload = { email: account.email, password: account.password };
      const signIn = await server.request({ method: 'POST', url: '/auth/sign_in', payload });
      expect(signIn.statusCode).toBe(200);
      const headers = { authorization: `Bearer ${signIn.json().data.token}` };
      const list = await server.request({ method: 'GET', url: '/albums', headers });
      return list.json().data.albums as Array<{ id: string; category: string }>;
    };
    const first = await albumsOf(DEMO_USERS.demo);
    expect(await seedDemoData(server.ctx, 2)).toBe(true);
    expect(await seedDemoData(server.ctx, 2)).toBe(false);
    const second = await albumsOf({ email: 'demo2@example.com', password: DEMO_USERS.demo.password });
    expect(second.map((album) => album.category).sort()).toEqual(first.map((album) => album.category).sort());
    expect(second.some((album) => first.some((other) => other.id === album.id))).toBe(false);
    expect((await albumsOf(DEMO_USERS.demo)).map((album) => album.id).sort()).toEqual(
      first.map((album) => album.id).sort(),
    );
    await expect(seedDemoData(server.ctx, 9)).rejects.toThrow(RangeError);
  });

  it('every demo album has its sticker chapters full of placed stickers with images that load', async () => {
    const signIn = await server.request({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: DEMO_USERS.demo.email, password: DEMO_USERS.demo.password },
    });
    const headers = { authorization: `Bearer ${signIn.json().data.token}` };
    const list = await server.request({ method: 'GET', url: '/albums', headers });
    const fetched = new Set<string>();
    for (const { id, category } of list.json().data.albums as Array<{ id: string; category: string }>) {
      const answer = await server.request({ method: 'GET', url: `/albums/${id}`, headers });
      const album = answer.json().data.album as AlbumContent;
      const parsed = parseNested(album);
      if (!parsed.ok) throw new Error(`${category}: ${parsed.error.message}`);

      // Chapters (the non-static sections) each hold stickers; the demo albums have four or five.
      const chapters = albumOrder(parsed.doc).sections.filter((section) => !section.static);
      const perChapter = chapters.map(
        (chapter) => album.stickers.filter((sticker) => sticker.sectionId === chapter.id).length,
      );
      expect(perChapter.length, category).toBeGreaterThanOrEqual(4);
      for (const n of perChapter) expect(n, category).toBeGreaterThanOrEqual(12);

      // Every sticker sits in exactly one cell of its own chapter, and every cell holds one.
      const cells: Array<{ stickerId: string | null; sectionId: string }> = [];
      const walk = (node: NestedNode, sectionId: string) => {
        if (node.type === 'StickerCell')
          cells.push({ stickerId: (node.props as { stickerId: string | null }).stickerId, sectionId });
        node.children?.forEach((child) => walk(child, node.type === 'Section' ? node.props.id : sectionId));
      };
      walk(album.workspace, '');
      expect(cells.every((cell) => cell.stickerId !== null)).toBe(true);
      expect(cells.map((cell) => cell.stickerId).sort()).toEqual(album.stickers.map((s) => s.id).sort());
      for (const sticker of album.stickers) {
        expect(cells.find((cell) => cell.stickerId === sticker.id)!.sectionId).toBe(sticker.sectionId);
        expect(sticker.name.length).toBeGreaterThan(0);
      }
      expect(album.stickers.some((sticker) => sticker.position.length > 0)).toBe(true);

      // Each sticker has its own image of the album, a sticker image with every rendition.
      const images = new Map(album.images.map((image) => [image.id, image]));
      const imageIds = album.stickers.map((sticker) => sticker.image);
      expect(new Set(imageIds).size).toBe(album.stickers.length);
      for (const imageId of imageIds) {
        const image = images.get(imageId!);
        expect(image?.model).toBe('sticker');
        expect(Object.keys(image!.blob).sort()).toEqual(
          ['filename', 'full', 'large', 'medium', 'original', 'small'].sort(),
        );
      }
      // The files load (each distinct file once: the stickers share a few photos).
      for (const image of album.images) {
        const url = new URL(image.blob.small!);
        if (fetched.has(url.pathname)) continue;
        fetched.add(url.pathname);
        const file = await server.app.inject({ method: 'GET', url: url.pathname + url.search });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toMatch(/^image\/jpeg/);
      }
    }
    expect(fetched.size).toBeGreaterThan(0);
  });
});
