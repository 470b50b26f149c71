import * as A from '@automerge/automerge';
import { describe, expect, it } from 'vitest';
import { fromNested } from '@album/editor-core';
import type { AnyNode } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { AlbumView } from '../replica/album-view';
import { bucketOf } from '../schema/layout';
import type { LayoutDoc } from '../schema/layout';
import { seedAlbumDocs } from '../schema/seed';
import { toPlain } from '../schema/values';
import type { AlbumDocs } from '../schema/read';
import { checkAlbumChange } from './document-guard';
import { GuardFork } from './document-guard-fork';

/**
 * An album on a "server" (its live documents, which take the changes the guard kept, as the fan-out applies them)
 * and a client that edits the layout and sends each change as a sync message.
 */
function setup() {
  const doc = fromNested(fixtureAlbum());
  const docs: AlbumDocs = { ...seedAlbumDocs(doc) };
  const element = Object.values(doc.nodes).find((n) => n.type === 'Rectangle')!;
  const fork = new GuardFork();
  let client = A.clone(docs.layout);
  const nodeOf = (d: LayoutDoc, id = element.id) => d.buckets[bucketOf(id)]![id]! as AnyNode;
  const propsOf = (d: LayoutDoc) => nodeOf(d).props as unknown as Record<string, unknown>;
  /** The client's edit, checked with the fork; applied to the live document when kept. */
  const edit = (mutate: (d: LayoutDoc) => void, apply = true) => {
    const before = client;
    client = A.change(A.clone(client), mutate);
    const changes = A.getChanges(before, client);
    const data = A.encodeSyncMessage({ heads: A.getHeads(client), need: [], have: [], changes });
    const verdict = checkAlbumChange(docs, new AlbumView(docs).doc, 'layout', data, { fork });
    if (verdict.ok && apply) [docs.layout] = A.applyChanges(docs.layout, changes);
    // A refused change never reaches the live document: the client starts again from it (it reloads).
    if (!verdict.ok) client = A.clone(docs.layout);
    return verdict;
  };
  return { docs, fork, edit, propsOf, nodeOf, element };
}

describe('GuardFork', () => {
  it('copies the document once for a run of kept edits, and judges each edit as a fresh copy would', () => {
    const { fork, edit, propsOf } = setup();
    for (let i = 0; i < 20; i++) expect(edit((d) => void (propsOf(d).x = 10 + i))).toEqual({ ok: true });
    expect(fork.copies).toBe(1);
    expect(fork.holding).toBe(true);
    // Refusals still happen with the fork, and the next check starts from a fresh copy (the refused change is gone).
    expect(edit((d) => void (propsOf(d).opacity = 5)).ok).toBe(false);
    expect(edit((d) => void (propsOf(d).opacity = 0.5))).toEqual({ ok: true });
    expect(fork.copies).toBe(2);
  });

  it('catches up with changes the live document took some other way, without a new copy', () => {
    const { docs, fork, edit, propsOf, nodeOf, element } = setup();
    expect(edit((d) => void (propsOf(d).x = 1))).toEqual({ ok: true });
    // A REST write (another actor) reaches the live document only.
    docs.layout = A.change(A.clone(docs.layout, 'ab'.repeat(16)), (d) => {
      (nodeOf(d).props as unknown as Record<string, unknown>).y = 77;
    });
    expect(edit((d) => void (propsOf(d).x = 2))).toEqual({ ok: true });
    expect(fork.copies).toBe(1);
    // The fork judged the second edit on a document that had the REST write: it reads back both.
    const node = fork.read(['buckets', bucketOf(element.id), element.id]);
    expect(toPlain(node)).toEqual(toPlain(nodeOf(docs.layout)));
    expect(toPlain(node)).toMatchObject({ props: { x: 2, y: 77 } });
    expect(fork.read(['buckets', bucketOf(element.id), 'nobody'])).toBeUndefined();
  });

  it('starts from a fresh copy when it holds a kept change the live document never took', () => {
    const { fork, edit, propsOf } = setup();
    // Kept by the guard, but the socket closed before the fan-out applied it: the client sends it again.
    expect(edit((d) => void (propsOf(d).x = 5), false)).toEqual({ ok: true });
    expect(edit((d) => void (propsOf(d).x = 6))).toEqual({ ok: true });
    expect(fork.copies).toBe(2);
  });

  it('takes bundles (several changes in one chunk) without starting again from a fresh copy', () => {
    const { docs, fork, propsOf, element } = setup();
    let client = A.clone(docs.layout);
    const start = A.getHeads(client);
    for (const x of [31, 32, 33]) client = A.change(client, (d) => void (propsOf(d).x = x));
    const hashes = A.getChanges(docs.layout, client).map((change) => A.decodeChange(change).hash!);
    const bundle = (
      A.getBackend(client) as unknown as { saveBundle(hashes: string[]): Uint8Array }
    ).saveBundle(hashes);
    const data = A.encodeSyncMessage({ heads: A.getHeads(client), need: [], have: [], changes: [bundle] });
    const shown = new AlbumView(docs).doc;
    const fresh = checkAlbumChange(docs, shown, 'layout', data);
    expect(fresh).toEqual({ ok: true });
    // A warm copy first, then the bundle on it.
    expect(
      checkAlbumChange(
        docs,
        shown,
        'layout',
        A.encodeSyncMessage({ heads: start, need: [], have: [], changes: [] }),
        { fork },
      ),
    ).toEqual({ ok: true });
    expect(checkAlbumChange(docs, shown, 'layout', data, { fork })).toEqual(fresh);
    expect(fork.copies).toBe(1);
    expect(toPlain(fork.read(['buckets', bucketOf(element.id), element.id]))).toMatchObject({
      props: { x: 33 },
    });
    // Out-of-range values in a bundle are refused as well.
    const good = A.getChanges(docs.layout, client);
    const bad = A.change(A.clone(client), (d) => void (propsOf(d).opacity = 9));
    const badBundle = (
      A.getBackend(bad) as unknown as { saveBundle(hashes: string[]): Uint8Array }
    ).saveBundle([A.getHeads(bad)[0]!]);
    const badData = A.encodeSyncMessage({ heads: A.getHeads(bad), need: [], have: [], changes: [badBundle] });
    [docs.layout] = A.applyChanges(docs.layout, good);
    expect(checkAlbumChange(docs, new AlbumView(docs).doc, 'layout', badData, { fork }).ok).toBe(false);
  });

  it('frees its copy when idle and when disposed', () => {
    const { fork, edit, propsOf } = setup();
    const start = Date.now();
    expect(edit((d) => void (propsOf(d).x = 5))).toEqual({ ok: true });
    expect(fork.dropIfIdle(start - 1000, 60_000)).toBe(false);
    expect(fork.dropIfIdle(start + 120_000, 60_000)).toBe(true);
    expect(fork.holding).toBe(false);
    expect(edit((d) => void (propsOf(d).x = 6))).toEqual({ ok: true });
    expect(fork.copies).toBe(2);
    fork.dispose();
    expect(fork.holding).toBe(false);
  });

  it('gives the verdicts of fresh copies on the stickers and settings documents', () => {
    const { docs } = setup();
    const cases: Array<[keyof AlbumDocs, (d: Record<string, unknown>) => void]> = [
      [
        'stickers',
        (d) => void Object.assign(Object.values(d.stickers as object)[0] as object, { name: 'Renamed' }),
      ],
      [
        'stickers',
        (d) => void Object.assign(Object.values(d.stickers as object)[0] as object, { sectionId: 'gone' }),
      ],
      [
        'stickers',
        (d) => void delete (d.stickers as Record<string, unknown>)[Object.keys(d.stickers as object)[0]!],
      ],
      ['settings', (d) => void (d.colors as string[]).splice(0, 1, '#abcdef')],
      ['settings', (d) => void (d.colors as unknown[]).splice(0, 1, 42)],
    ];
    const forks = { layout: new GuardFork(), stickers: new GuardFork(), settings: new GuardFork() };
    let refused = 0;
    for (const [kind, mutate] of cases) {
      const base = docs[kind] as A.Doc<Record<string, unknown>>;
      const mine = A.change(A.clone(base), mutate);
      const changes = A.getChanges(base, mine);
      const data = A.encodeSyncMessage({ heads: A.getHeads(mine), need: [], have: [], changes });
      const shown = new AlbumView(docs).doc;
      const fresh = checkAlbumChange(docs, shown, kind, data);
      expect(checkAlbumChange(docs, shown, kind, data, { fork: forks[kind] })).toEqual(fresh);
      if (!fresh.ok) refused++;
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('gives the same verdicts as fresh copies on a random run of edits, refusals included', () => {
    const { docs, fork, propsOf } = setup();
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648) * 2 - 0.5;
    let client = A.clone(docs.layout);
    let refused = 0;
    for (let i = 0; i < 40; i++) {
      const before = client;
      const opacity = random();
      client = A.change(A.clone(client), (d) => void (propsOf(d).opacity = opacity));
      const changes = A.getChanges(before, client);
      const data = A.encodeSyncMessage({ heads: A.getHeads(client), need: [], have: [], changes });
      const shown = new AlbumView(docs).doc;
      const withFork = checkAlbumChange(docs, shown, 'layout', data, { fork });
      const fresh = checkAlbumChange(docs, shown, 'layout', data);
      expect(withFork).toEqual(fresh);
      if (fresh.ok) [docs.layout] = A.applyChanges(docs.layout, changes);
      else {
        refused++;
        client = A.clone(docs.layout);
      }
    }
    // Both kinds of verdict were compared.
    expect(refused).toBeGreaterThan(3);
    expect(refused).toBeLessThan(37);
  });
});
