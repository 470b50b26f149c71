import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, startTestServer, type TestServer, type TestUser } from '../../test/harness';
import { syncServiceOf } from '../sync';

type Album = Record<string, unknown> & { workspace: { children: Array<{ props: { name: string } }> } };

/** The name of the album's first top-level node (a page or section: both have names). */
const firstName = (content: unknown) => (content as Album).workspace.children[0]!.props.name;

function contentOf(album: Album) {
  return {
    workspace: album.workspace,
    stickers: album.stickers,
    colors: album.colors,
    fonts: album.fonts,
    stickerTemplateId: album.stickerTemplateId,
    stickerTemplateSettings: album.stickerTemplateSettings,
  };
}

describeBackends('album answers from live documents', (backend) => {
  let server: TestServer;
  let owner: TestUser;

  beforeAll(async () => {
    server = await startTestServer(backend);
    owner = await server.user();
  });
  afterAll(() => server.close());

  const get = (id: string, headers: Record<string, string> = {}) =>
    server.request({ method: 'GET', url: `/albums/${id}`, headers: { ...owner.headers, ...headers } });

  it('answers live edits with a new validator and writes REST saves into the live documents', async () => {
    const { id, version } = await server.album(owner);
    const service = syncServiceOf(server.ctx);
    expect(service).toBeDefined();
    const before = await get(id);
    const beforeTag = before.headers.etag as string;

    // Opening the album live seeds its documents from the stored content: the answer does not change.
    const live = (await service!.albumContent(id))!;
    const seeded = await get(id);
    expect(contentOf(seeded.json().data.album)).toEqual(contentOf(before.json().data.album));

    // A live edit (as an editor's batch would make) shows in the REST answer, under a new validator.
    const renamed = structuredClone(live);
    (renamed as unknown as Album).workspace.children[0]!.props.name = 'Renamed live';
    expect(await service!.applyContent(id, renamed)).toBe(true);
    const edited = await get(id, { 'if-none-match': beforeTag });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(beforeTag);
    const album = edited.json().data.album as Album;
    expect(album.workspace.children[0]!.props.name).toBe('Renamed live');
    expect(album.version).toBe(version);
    expect((await get(id, { 'if-none-match': edited.headers.etag as string })).statusCode).toBe(304);

    // A REST save reaches the live documents, and the next answer shows it.
    const content = contentOf(album) as ReturnType<typeof contentOf> & Album;
    content.workspace.children[0]!.props.name = 'Renamed over REST';
    const saved = await server.request({
      method: 'PUT',
      url: `/albums/${id}/document`,
      headers: owner.headers,
      payload: { version, content },
    });
    expect(saved.statusCode).toBe(200);
    expect(firstName(await service!.albumContent(id))).toBe('Renamed over REST');
    const after = (await get(id)).json().data.album as Album;
    expect(after.workspace.children[0]!.props.name).toBe('Renamed over REST');
    expect(after.version).toBe(version + 1);
  });
});
