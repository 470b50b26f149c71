// The document guard must never stand in the way of a real editor: a session of ordinary editing (every kind of tree
// action, settings, stickers) over the real socket is kept whole, and no change is refused.
import { afterAll, beforeAll, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { fromNested } from '@album/editor-core';
import type { RefusalReason } from '@album/sync/server';
import { describeBackends, freePort, startTestServer } from '../../test/harness';
import type { TestServer, TestUser } from '../../test/harness';
import { syncPlugin, syncServiceOf } from './index';
import { elementsOf, openLiveEditor } from './testing/live';
import type { LiveEditor } from './testing/live';

const TEST_TIMEOUT_MS = 120_000;

describeBackends('the document guard and real editing', (backend) => {
  let server: TestServer;
  let port: number;
  let syncApp: FastifyInstance;
  let owner: TestUser;
  let albumId: string;
  const refusals: RefusalReason[] = [];
  const editors: LiveEditor[] = [];

  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer(backend);
    owner = await server.user();
    albumId = (await server.album(owner)).id;
    syncApp = Fastify({ logger: false });
    await syncApp.register(syncPlugin, {
      ...server.ctx,
      sync: { onRefused: (_s, reason) => refusals.push(reason) },
    });
    await syncApp.listen({ port, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    for (const { sync } of editors) await sync.destroy();
    await syncApp.close();
    await server.close();
  });

  it(
    'keeps every ordinary edit and refuses none',
    async () => {
      const url = `ws://127.0.0.1:${port}/sync`;
      const a = await openLiveEditor(url, albumId, owner.token, {
        user: { id: owner.id, email: owner.email },
      });
      editors.push(a);
      const { editor } = a;
      const step = async (what: string, act: () => unknown) => {
        act();
        a.sync.flush();
        await a.sync.whenSynced();
        expect({ what, refusals }).toEqual({ what, refusals: [] });
      };
      const [first, second, third] = elementsOf(editor);
      const spread = editor.getSpreads()[1] ?? editor.getSpreads()[0]!;
      await step('move and restyle', () =>
        editor.updateProps([first!.id], { x: 40, y: 50, rotation: 15, opacity: 0.4 }),
      );
      await step('nudge, flip, align', () => {
        editor.nudge(3, -2, [second!.id]);
        editor.flip('horizontal', [second!.id]);
        editor.align('left', undefined, [second!.id]);
      });
      await step('duplicate', () => editor.duplicate([first!.id]));
      await step('send to back and front', () => {
        editor.sendToBack([first!.id]);
        editor.sendToFront([second!.id]);
      });
      await step('group and ungroup', () => {
        const grouped = editor.group([first!.id, second!.id]);
        if (grouped.ok) editor.ungroup(editor.getSelection().ids);
      });
      await step('spreads', () => {
        editor.addEmptySpread(spread.id, 'after');
        editor.duplicateSpread(spread.id);
        editor.moveSpreadDown(spread.id);
      });
      await step('settings', () => {
        editor.updateColors(['#112233', '#445566', '#778899']);
        editor.updateStickerTemplateSettings({});
      });
      await step('delete', () => editor.deleteElements([third!.id]));

      const stored = fromNested((await syncServiceOf(server.ctx)!.albumContent(albumId))!);
      expect(stored.nodes[third!.id]).toBeUndefined();
      // The nested REST form renumbers sibling indexes; order is what it keeps.
      const withoutIndex = (nodes: Record<string, object>) =>
        Object.fromEntries(Object.entries(nodes).map(([id, node]) => [id, { ...node, index: undefined }]));
      expect(withoutIndex(stored.nodes)).toEqual(withoutIndex(editor.getDocument().nodes));
      expect(stored.colors).toEqual(editor.getDocument().colors);
      expect(refusals).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
