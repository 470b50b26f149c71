// The full entry loads automerge's engine in Node (the code under test imports the slim one), as a server does.
import '@automerge/automerge';
import { describe, expect, it } from 'vitest';
import { checkInvariants, createEditor, fromNested, sequentialIds } from '@album/editor-core';
import type { ActionResult, AnyNode, Editor } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
import { seedAlbumDocs } from '../schema/seed';
import { bindEditor } from './binding';
import { createMemoryDocs } from './memory-docs';

const seed = seedAlbumDocs(fromNested(fixtureAlbum()));

function replica(i: number, options: { now?: () => number; timers?: Array<() => void> } = {}) {
  const editor = createEditor({ ids: sequentialIds(`r${i}`) });
  const docs = createMemoryDocs(seed);
  const timers = options.timers;
  const binding = bindEditor({
    editor,
    access: docs,
    now: options.now,
    setTimer: (callback) => (timers ? timers.push(callback) : 0),
    clearTimer: () => {},
  });
  return { editor, docs, binding };
}

const ELEMENT = ['Rectangle', 'Circle', 'Text', 'Image', 'StickerCell'];

function spreadsAndElement(nodes: Record<string, AnyNode>) {
  const spreads = Object.values(nodes)
    .filter((n) => n.type === 'Spread')
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const target = spreads[2]!;
  const element = Object.values(nodes).find(
    (n) => ELEMENT.includes(n.type) && spreads.some((s) => s.id === n.parentId && s.id !== target.id),
  )!;
  return { target, element };
}

describe('bindEditor', () => {
  it('loads the documents into the editor', () => {
    const a = replica(0);
    expect(a.editor.getDocument()).toEqual(fromNested(fixtureAlbum()));
  });

  it('writes a batch as one change per document, a move as a property write', () => {
    const a = replica(0);
    const { target, element } = spreadsAndElement(a.editor.getDocument().nodes);
    a.editor.moveToSpread(target.id, [element.id]);
    a.editor.updateColors([...a.editor.getDocument().colors, '#abcdef']);
    expect(a.docs.outbox).toHaveLength(0);
    expect(a.binding.pending()).toHaveLength(2);
    a.binding.flush();
    expect(a.docs.outbox.map((c) => c.kind).sort()).toEqual(['layout', 'settings']);
    expect(a.binding.pending()).toHaveLength(0);
    const b = replica(1);
    b.docs.receive(a.docs.outbox);
    expect(b.editor.getNode(element.id)?.parentId).toBe(target.id);
    expect(b.editor.getDocument()).toEqual(a.editor.getDocument());
  });

  it('hides an element moved into a spread that was deleted concurrently, on both sides', () => {
    const a = replica(0);
    const b = replica(1);
    const { target, element } = spreadsAndElement(a.editor.getDocument().nodes);
    a.editor.moveToSpread(target.id, [element.id]);
    a.binding.flush();
    expect(b.editor.deleteSpread(target.id).ok).toBe(true);
    b.binding.flush();
    a.docs.receive(b.docs.outbox);
    b.docs.receive(a.docs.outbox);
    expect(a.editor.getNode(element.id)).toBeUndefined();
    expect(a.editor.getDocument()).toEqual(b.editor.getDocument());
    expect(checkInvariants(a.editor.getDocument())).toEqual([]);
  });

  it('keeps a local edit still in the queue when a remote change of the same path arrives', () => {
    const a = replica(0);
    const b = replica(1);
    const { element } = spreadsAndElement(a.editor.getDocument().nodes);
    b.editor.updateProps([element.id], { x: 1, y: 2 });
    b.binding.flush();
    a.editor.updateProps([element.id], { x: 99 });
    a.docs.receive(b.docs.outbox);
    // y is taken from the remote change, x stays the local value until the local batch is written.
    expect(a.editor.getNode(element.id)?.props).toMatchObject({ x: 99, y: 2 });
    a.binding.flush();
    b.docs.receive(a.docs.outbox);
    expect(b.editor.getNode(element.id)?.props).toMatchObject({ x: 99, y: 2 });
    expect(a.editor.getDocument()).toEqual(b.editor.getDocument());
  });

  it('sends 1.8 s after the last change, at once above 20 operations, and never while applying remote changes', () => {
    let clock = 0;
    const timers: Array<() => void> = [];
    const a = replica(0, { now: () => clock, timers });
    const { element } = spreadsAndElement(a.editor.getDocument().nodes);
    a.editor.updateProps([element.id], { x: 5 });
    clock = 1000;
    timers.shift()?.();
    expect(a.docs.outbox).toHaveLength(0);
    clock = 1800;
    while (timers.length) timers.shift()!();
    expect(a.docs.outbox).toHaveLength(1);
    for (let i = 0; i < 21; i++) a.editor.updateProps([element.id], { x: i, y: i });
    expect(a.docs.outbox.length).toBeGreaterThan(1);
  });

  it('restores patch sets from an outbox into the editor and the queue', () => {
    const a = replica(0);
    const { element } = spreadsAndElement(a.editor.getDocument().nodes);
    a.binding.restore([{ workspace: [{ op: 'replace', path: `/${element.id}/props/x`, value: 42 }] }]);
    expect(a.editor.getNode(element.id)?.props).toMatchObject({ x: 42 });
    a.binding.flush();
    const b = replica(1);
    b.docs.receive(a.docs.outbox);
    expect(b.editor.getNode(element.id)?.props).toMatchObject({ x: 42 });
  });
});

describe('bindEditor and an editor that refuses', () => {
  const refusing = (overrides: Partial<Editor>): Editor => ({ ...createEditor(), ...overrides });
  const refusal: ActionResult = { ok: false, reason: 'invalid-input' };

  it('reports a refused load instead of keeping an editor that shows something else than the documents', () => {
    const errors: unknown[] = [];
    bindEditor({
      editor: refusing({ load: () => refusal }),
      access: createMemoryDocs(seed),
      onLoadError: (error) => errors.push(error),
    });
    expect(errors.map(String)).toEqual(['Error: load refused: invalid-input']);
  });

  it('reports remote changes the editor refuses as apply errors', () => {
    const errors: unknown[] = [];
    const docs = createMemoryDocs(seed);
    const editor = createEditor();
    const applyRemote = editor.applyRemote;
    let refuse = false;
    bindEditor({
      editor: { ...editor, applyRemote: (set) => (refuse ? refusal : applyRemote(set)) },
      access: docs,
      onApplyError: (error) => errors.push(error),
    });
    const other = replica(1);
    const element = Object.values(other.editor.getDocument().nodes).find((n) => ELEMENT.includes(n.type))!;
    other.editor.updateProps([element.id], { x: 5 });
    other.binding.flush();
    refuse = true;
    docs.receive(other.docs.outbox);
    expect(errors.map(String)).toEqual(['Error: applyRemote refused: invalid-input']);
  });
});
