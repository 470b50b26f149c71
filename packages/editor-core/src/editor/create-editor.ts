/**
 * `createEditor()`: the one facade hosts and editor-react use. It owns an album store and adds what an editing
 * session needs around it: selection and modes, permissions (read-only, comment authors), clipboard, keyboard
 * commands, and events.
 */
import { albumOrder } from '../album/spreads';
import { createId, SPREAD_ID_PREFIX } from '../model/ids';
import { childIdsOf, isElementType, isStickerCellNode } from '../model/tree';
import type {
  AlbumDocument,
  AlbumImage,
  AnyNode,
  Fonts,
  NestedNode,
  Sticker,
  StickerTemplateSettings,
} from '../model/types';
import type { HistoryController } from '../history/controller';
import type { PatchSet } from '../patches/types';
import type { AlbumAction, AlignEdge, PayloadOf, PropsUpdate } from '../store/actions';
import { createAlbumStore } from '../store/create-store';
import type { AlbumStore, AlbumStoreOptions, ChangeEvent, DocumentStore } from '../store/create-store';
import { refuse } from '../store/types';
import type { ActionResult, AlbumState, StoreWarning } from '../store/types';
import { parseClipboard } from '../validation/clipboard';
import { copyElements } from './clipboard';
import type { ClipboardData } from './clipboard';
import { Emitter } from './events';
import { commandForKey } from './keyboard';
import type { KeyCommand, KeyPress } from './keyboard';
import { mayChange } from './permissions';
import type { EditorUser } from './permissions';
import * as sel from './selection';
import type { EditorMode, Selection } from './selection';

/** Options of `createEditor`: the store options plus the session's user and read-only flag. */
export interface EditorOptions extends AlbumStoreOptions {
  /** The user editing (comment permissions). Without one, comments cannot be changed. */
  user?: EditorUser;
  /** Locked album or preview link: every change is refused with `read-only`. */
  readOnly?: boolean;
}

/** The editor's events and their payloads. */
export interface EditorEvents {
  [key: string]: unknown;
  /** Every committed change of the document (local, remote, history, load). */
  change: ChangeEvent;
  selection: Selection;
  mode: EditorMode;
  warning: StoreWarning;
  /**
   * The undo or redo stacks changed. A gesture's step is recorded on `commitGesture`, after its last `change`, so
   * an undo button that listened to `change` alone stayed off after a drag.
   */
  history: undefined;
}

/** One node id, several, or none (the current selection). */
export type NodeIds = string | readonly string[] | undefined;

/**
 * The editor facade: document commands, selectors, selection and modes, history, clipboard, keyboard and events.
 * Every command answers an `ActionResult` and never throws. Undo, redo and gestures behave as in
 * `HistoryController`, except that in read-only mode undo, redo and `beginGesture` are refused with `read-only` and
 * `canUndo`/`canRedo` answer false.
 */
export interface Editor extends Pick<
  HistoryController,
  'undo' | 'redo' | 'canUndo' | 'canRedo' | 'beginGesture' | 'commitGesture' | 'cancelGesture'
> {
  /** The zustand vanilla store of the document (`store.temporal` holds the history). */
  readonly store: DocumentStore;
  /** The store state (document plus version). */
  getState(): AlbumState;
  /** The document without the version. */
  getDocument(): AlbumDocument;

  // Generic dispatch with the editor's checks (read-only, comment permissions).
  /** Runs any named action after the editor's checks (read-only, comment permissions). */
  dispatch(action: AlbumAction): ActionResult;

  // Selectors.
  /** A node by id. */
  getNode(id: string): AnyNode | undefined;
  /** Children of a node in draw order (bottom to top). */
  getChildren(id: string): AnyNode[];
  /** Every spread in album order. */
  getSpreads(): AnyNode[];
  /** The current selection state. */
  getSelection(): Selection;
  /** The selected nodes that still exist, in selection order. */
  getSelectedNodes(): AnyNode[];
  /** The current mode (element, spread, select-inside, text-edit, image-edit). */
  getMode(): EditorMode;
  /** True for a locked album or a preview link. */
  isReadOnly(): boolean;

  // Events and the patch stream.
  /** Listens to one editor event; returns the unsubscribe function. */
  subscribe<K extends keyof EditorEvents & string>(
    type: K,
    listener: (payload: EditorEvents[K]) => void,
  ): () => void;
  /** Every committed change's patch set with its origin: what autosave and collaboration consume. */
  onPatches(listener: (event: ChangeEvent) => void): () => void;
  /** Applies a peer's patch set (origin `remote`, never in history). Allowed in read-only mode. */
  applyRemote(patches: PatchSet): ActionResult;

  // Selection and modes.
  /** Selects an element (with `shift`: adds or removes it); a spread id selects the spread. */
  select(id: string, options?: { shift?: boolean }): Selection;
  /** Selects exactly these elements. */
  selectIds(ids: readonly string[]): Selection;
  /** Selects a spread (spread mode) and makes it the current spread. */
  selectSpread(spreadId: string): Selection;
  /** Makes a spread current (where paste lands) without selecting anything on it (scrolling, page input). */
  setCurrentSpread(spreadId: string): Selection;
  /** Deselects everything (the current spread stays). */
  clearSelection(): Selection;
  /** Double-click: isolates a group, starts text editing, or selects an image's content inside its frame. */
  enterInside(id: string, childId?: string): Selection;
  /** Starts text editing of a Text element (undo and redo are off until it ends). */
  editText(id: string): Selection;
  /** Starts image editing (crop) of an Image element or sticker cell. */
  editImage(id: string): Selection;
  /** Escape: an edit mode goes back to its element, select-inside is left, otherwise the selection is cleared. */
  escape(): Selection;
  /** Selects every element of the current spread (or of the isolated group). */
  selectAll(): Selection;

  // Clipboard and keyboard.
  /** The clipboard payload of the selection (tag `sst-editor-public/1.0`), or null when nothing is selected. */
  copy(): ClipboardData | null;
  /** Pastes a clipboard payload (object or JSON text) onto the current spread. */
  paste(payload: unknown): ActionResult;
  /** Runs a keyboard command (see `commandForKey`). */
  execute(command: KeyCommand): ActionResult;
  /** Maps a key press and runs it; null when the key means nothing to the editor. */
  handleKey(press: KeyPress): ActionResult | null;

  // Commands (ids default to the selection).
  /** Replaces the whole document (origin `load`, history cleared). Allowed in read-only mode. */
  load(document: AlbumDocument): ActionResult;
  /** Adds nested nodes under a parent and selects them. */
  addElements(parentId: string, nodes: NestedNode[], position?: number): ActionResult;
  /** Writes the same props to every given element (default: the selection) as one change. */
  updateProps(ids: NodeIds, props: Record<string, unknown>): ActionResult;
  /** Writes different props per element as one change. */
  updateEach(updates: PropsUpdate[]): ActionResult;
  /** Replaces one element's type and props in place. */
  replaceElement(node: PayloadOf<'replaceElement'>['node']): ActionResult;
  /** Deletes elements (default: the selection) and prunes the selection. */
  deleteElements(ids?: NodeIds): ActionResult;
  /** Groups two or more siblings (default: the selection) and selects the group. */
  group(ids?: NodeIds): ActionResult;
  /** Dissolves groups and selects their former children. */
  ungroup(ids?: NodeIds): ActionResult;
  /** Swaps the z-positions of two siblings. */
  swapSiblings(a: string, b: string): ActionResult;
  /** Puts the sections in the given order. */
  reorderSections(order: string[]): ActionResult;
  /** Moves elements to the bottom of their band. */
  sendToBack(ids?: NodeIds): ActionResult;
  /** Moves elements to the top of their band. */
  sendToFront(ids?: NodeIds): ActionResult;
  /** Moves elements to another spread, keeping their canvas (default) or spread position. */
  moveToSpread(spreadId: string, ids?: NodeIds, keep?: 'canvas' | 'spread'): ActionResult;
  /** Copies elements offset by `DUPLICATE_OFFSET` mm and selects the copies. */
  duplicate(ids?: NodeIds): ActionResult;
  /** Mirrors the selected images horizontally or vertically. */
  flip(axis: 'horizontal' | 'vertical', ids?: NodeIds): ActionResult;
  /** Aligns elements to their page (default) or spread, with an optional margin in mm. */
  align(
    edge: AlignEdge,
    options?: { target?: 'page' | 'spread'; margin?: number },
    ids?: NodeIds,
  ): ActionResult;
  /** Moves the selection by (dx, dy) mm. */
  nudge(dx: number, dy: number, ids?: NodeIds): ActionResult;
  /** Moves a spread one place towards the front of its section. */
  moveSpreadUp(spreadId: string): ActionResult;
  /** Moves a spread one place towards the back of its section. */
  moveSpreadDown(spreadId: string): ActionResult;
  /** Duplicates a spread after itself and selects the copy. */
  duplicateSpread(spreadId: string): ActionResult;
  /** Deletes a spread; `last-spread` for the album's only spread. */
  deleteSpread(spreadId: string): ActionResult;
  /** Adds an empty spread before or after a spread and selects it. */
  addEmptySpread(spreadId: string, where: 'before' | 'after'): ActionResult;
  /** Deletes a section with its spreads, stickers and their unused images. */
  deleteSection(sectionId: string): ActionResult;
  /** Adds a sticker (creating its section first when `section` is given and the id is new). */
  addSticker(sticker: PayloadOf<'addSticker'>['sticker'], section?: { name: string }): ActionResult;
  /** Changes a sticker's fields. */
  updateSticker(id: string, changes: Partial<Omit<Sticker, 'id'>>): ActionResult;
  /** Deletes a sticker and empties its cells. */
  deleteSticker(id: string): ActionResult;
  /** Empties a sticker cell. */
  unlinkStickerCell(cellId: string): ActionResult;
  /** Toggles single/double for a sticker (layouts reset to `default`). */
  toggleDoubleSticker(id: string): ActionResult;
  /** Replaces the palette; `locked-color` when colour 0 or 1 would change. */
  updateColors(colors: string[]): ActionResult;
  /** Sets font families by role. */
  updateFonts(fonts: Partial<Fonts>): ActionResult;
  /** Changes the sticker template settings. */
  updateStickerTemplateSettings(settings: Partial<StickerTemplateSettings>): ActionResult;
  /** Adds or replaces image records. */
  addImages(images: AlbumImage[]): ActionResult;
  /** Removes an image record; elements and stickers showing it become empty. */
  removeImage(id: string): ActionResult;

  // Session settings.
  /** Switches read-only mode on or off. */
  setReadOnly(readOnly: boolean): void;
  /** Sets the user whose comment permissions apply. */
  setUser(user: EditorUser | null): void;
  /** Drops every listener. */
  destroy(): void;
}

/** Actions that target elements through `ids`: comment permissions apply to them. */
const ID_ACTIONS = new Set([
  'deleteElements',
  'duplicate',
  'group',
  'sendToBack',
  'sendToFront',
  'bringForward',
  'sendBackward',
  'moveToSpread',
  'align',
  'distribute',
  'flip',
]);

/** Creates an editor on a new album store. */
export function createEditor(options: EditorOptions = {}): Editor {
  const emitter = new Emitter<EditorEvents>();
  const onWarning = options.onWarning;
  const albumStore: AlbumStore = createAlbumStore({
    ...options,
    onWarning: (warning) => {
      onWarning?.(warning);
      emitter.emit('warning', warning);
    },
  });
  const newId = options.ids ?? createId;
  let readOnly = options.readOnly ?? false;
  let user: EditorUser | null = options.user ?? null;
  let selection: Selection = sel.EMPTY_SELECTION;

  const nodes = () => albumStore.getState().nodes;
  const warn = (warning: StoreWarning) => {
    onWarning?.(warning);
    emitter.emit('warning', warning);
  };

  const setSelection = (next: Selection): Selection => {
    if (next === selection) return selection;
    const prev = selection;
    selection = next;
    albumStore.history.setEnabled(next.mode !== 'text-edit');
    emitter.emit('selection', next);
    if (prev.mode !== next.mode) emitter.emit('mode', next.mode);
    return next;
  };

  // Start on the first spread, so paste and select-all have a place from the beginning.
  const first = albumOrder(albumStore.getState()).spreads[0];
  if (first) selection = { ...sel.EMPTY_SELECTION, spreadId: first.id };

  const unsubscribeStore = albumStore.subscribe((event) => {
    setSelection(sel.prune(selection, nodes()));
    emitter.emit('change', event);
  });
  const unsubscribeHistory = albumStore.store.temporal.subscribe(() => emitter.emit('history', undefined));

  const idsOf = (ids: NodeIds): string[] =>
    ids === undefined ? [...selection.ids] : typeof ids === 'string' ? [ids] : [...ids];

  /** Leaves out comments the user may not change; refuses when nothing is left. */
  const permitted = (action: string, ids: readonly string[]): string[] | null => {
    const allowed = ids.filter((id) => {
      const ok = mayChange(nodes()[id], user);
      if (!ok) warn({ code: 'forbidden', action, id });
      return ok;
    });
    return allowed.length === 0 && ids.length > 0 ? null : allowed;
  };

  const guard = (action: AlbumAction): AlbumAction | ActionResult => {
    if (action.type === 'updateProps') {
      const ids = permitted(action.type, action.updates?.map((u) => u.id) ?? []);
      if (ids === null) return refuse('forbidden');
      return { ...action, updates: action.updates.filter((u) => ids.includes(u.id)) };
    }
    if (action.type === 'replaceElement') {
      return permitted(action.type, [action.node?.id]) === null ? refuse('forbidden') : action;
    }
    if (action.type === 'swapSiblings') {
      const ids = permitted(action.type, [action.a, action.b]);
      return ids === null || ids.length < 2 ? refuse('forbidden') : action;
    }
    if (ID_ACTIONS.has(action.type)) {
      const withIds = action as AlbumAction & { ids: string[] };
      const ids = permitted(action.type, withIds.ids ?? []);
      return ids === null ? refuse('forbidden') : ({ ...withIds, ids } as AlbumAction);
    }
    return action;
  };

  const dispatch = (action: AlbumAction): ActionResult => {
    if (readOnly && action?.type !== 'replaceAll') return refuse('read-only');
    const guarded = guard(action);
    if ('ok' in guarded) return guarded;
    return albumStore.dispatch(guarded);
  };

  /** Runs an action and selects what it created. */
  const dispatchAndSelect = (action: AlbumAction): ActionResult => {
    const result = dispatch(action);
    if (result.ok && result.ids && result.ids.length > 0)
      setSelection(sel.selectIds(selection, nodes(), result.ids));
    return result;
  };

  const paste = (payload: unknown): ActionResult => {
    if (readOnly) return refuse('read-only');
    const focus = selection.focusId !== null ? nodes()[selection.focusId] : undefined;
    const insideSticker = selection.mode === 'select-inside' && isStickerCellNode(focus);
    if (selection.mode === 'text-edit' || insideSticker || focus?.type === 'Text')
      return refuse('paste-blocked');
    let text: string;
    try {
      text = typeof payload === 'string' ? payload : JSON.stringify(payload);
    } catch {
      text = '';
    }
    const parsed = parseClipboard(text ?? '');
    if (!parsed.ok) {
      warn({ code: 'wrong-json-format', action: 'paste', detail: 'wrong json format' });
      return refuse('wrong-format');
    }
    const spreadId = selection.spreadId;
    if (spreadId === null) return refuse('invalid-input');
    return dispatchAndSelect({
      type: 'paste',
      spreadId,
      nodes: parsed.value.elements,
      images: parsed.value.images,
    });
  };

  const editor: Editor = {
    store: albumStore.store,
    getState: () => albumStore.getState(),
    getDocument: () => albumStore.getDocument(),
    dispatch,

    getNode: (id) => nodes()[id],
    getChildren: (id) => childIdsOf(nodes(), id).map((child) => nodes()[child]!),
    getSpreads: () => albumOrder(albumStore.getState()).spreads.map((s) => nodes()[s.id]!),
    getSelection: () => selection,
    getSelectedNodes: () =>
      selection.ids.map((id) => nodes()[id]).filter((n): n is AnyNode => n !== undefined),
    getMode: () => selection.mode,
    isReadOnly: () => readOnly,

    subscribe: (type, listener) => emitter.on(type, listener),
    onPatches: (listener) => emitter.on('change', listener),
    applyRemote: (patches) => albumStore.applyRemote(patches),

    undo: () => (readOnly ? refuse('read-only') : albumStore.history.undo()),
    redo: () => (readOnly ? refuse('read-only') : albumStore.history.redo()),
    canUndo: () => !readOnly && albumStore.history.canUndo(),
    canRedo: () => !readOnly && albumStore.history.canRedo(),
    beginGesture: () => (readOnly ? refuse('read-only') : albumStore.history.beginGesture()),
    commitGesture: () => albumStore.history.commitGesture(),
    cancelGesture: () => albumStore.history.cancelGesture(),

    select: (id, opts) => setSelection(sel.select(selection, nodes(), id, opts?.shift === true)),
    selectIds: (ids) => setSelection(sel.selectIds(selection, nodes(), ids)),
    selectSpread: (spreadId) => setSelection(sel.selectSpread(selection, nodes(), spreadId)),
    setCurrentSpread: (spreadId) => setSelection(sel.setCurrentSpread(selection, nodes(), spreadId)),
    clearSelection: () => setSelection(sel.clearSelection(selection)),
    enterInside: (id, childId) => setSelection(sel.enterInside(selection, nodes(), id, childId)),
    editText: (id) => setSelection(sel.editText(selection, nodes(), id)),
    editImage: (id) => setSelection(sel.editImage(selection, nodes(), id)),
    escape: () => setSelection(sel.escape(selection)),
    selectAll: () => setSelection(sel.selectAll(selection, nodes(), (id) => childIdsOf(nodes(), id))),

    copy: () => (selection.ids.length === 0 ? null : copyElements(albumStore.getDocument(), selection.ids)),
    paste,
    execute(command) {
      switch (command.type) {
        case 'delete':
          return editor.deleteElements();
        case 'duplicate':
          return editor.duplicate();
        case 'group':
          return editor.group();
        case 'ungroup':
          return editor.ungroup(selection.ids.filter((id) => nodes()[id]?.type === 'Group'));
        case 'undo':
          return editor.undo();
        case 'redo':
          return editor.redo();
        case 'selectAll':
          editor.selectAll();
          return { ok: true };
        case 'escape':
          editor.escape();
          return { ok: true };
        case 'copy':
          return editor.copy() ? { ok: true } : refuse('invalid-input');
        case 'nudge':
          return editor.nudge(command.dx, command.dy);
      }
    },
    handleKey(press) {
      // While a text is edited, keys belong to the text editor (except escape, which leaves it).
      if (selection.mode === 'text-edit' && press.key !== 'Escape') return null;
      const command = commandForKey(press);
      return command ? editor.execute(command) : null;
    },

    load: (document) => dispatch({ type: 'replaceAll', document }),
    addElements: (parentId, list, position) =>
      dispatchAndSelect({ type: 'addElements', parentId, nodes: withCommentAuthor(list, user), position }),
    updateProps: (ids, props) =>
      dispatch({ type: 'updateProps', updates: idsOf(ids).map((id) => ({ id, props })) }),
    updateEach: (updates) => dispatch({ type: 'updateProps', updates }),
    replaceElement: (node) => dispatch({ type: 'replaceElement', node }),
    deleteElements(ids) {
      const result = dispatch({ type: 'deleteElements', ids: idsOf(ids) });
      if (result.ok) setSelection(sel.prune(selection, nodes()));
      return result;
    },
    group: (ids) => dispatchAndSelect({ type: 'group', ids: idsOf(ids), groupId: newId() }),
    ungroup: (ids) => dispatchAndSelect({ type: 'ungroup', ids: idsOf(ids) }),
    swapSiblings: (a, b) => dispatch({ type: 'swapSiblings', a, b }),
    reorderSections: (order) => dispatch({ type: 'reorderSections', order }),
    sendToBack: (ids) => dispatch({ type: 'sendToBack', ids: idsOf(ids) }),
    sendToFront: (ids) => dispatch({ type: 'sendToFront', ids: idsOf(ids) }),
    moveToSpread: (spreadId, ids, keep) =>
      dispatchAndSelect({ type: 'moveToSpread', ids: idsOf(ids), spreadId, keep }),
    duplicate: (ids) => dispatchAndSelect({ type: 'duplicate', ids: idsOf(ids) }),
    flip: (axis, ids) => dispatch({ type: 'flip', ids: idsOf(ids), axis }),
    align: (edge, opts, ids) =>
      dispatch({ type: 'align', ids: idsOf(ids), edge, target: opts?.target, margin: opts?.margin }),
    nudge(dx, dy, ids) {
      const updates = idsOf(ids).flatMap((id) => {
        const node = nodes()[id];
        if (!node || !isElementType(node.type)) return [];
        const p = node.props as { x: number; y: number };
        return [
          {
            id,
            props: {
              x: Math.round(((p.x ?? 0) + dx) * 1e6) / 1e6,
              y: Math.round(((p.y ?? 0) + dy) * 1e6) / 1e6,
            },
          },
        ];
      });
      if (updates.length === 0) return refuse('invalid-input');
      return dispatch({ type: 'updateProps', updates });
    },
    moveSpreadUp: (spreadId) => dispatch({ type: 'moveSpreadUp', spreadId }),
    moveSpreadDown: (spreadId) => dispatch({ type: 'moveSpreadDown', spreadId }),
    duplicateSpread(spreadId) {
      const result = dispatch({ type: 'duplicateSpread', spreadId });
      if (result.ok && result.ids?.[0]) setSelection(sel.selectSpread(selection, nodes(), result.ids[0]));
      return result;
    },
    deleteSpread: (spreadId) => dispatch({ type: 'deleteSpread', spreadId }),
    addEmptySpread(spreadId, where) {
      const result = dispatch({ type: 'addEmptySpread', spreadId, where, newId: newId(SPREAD_ID_PREFIX) });
      if (result.ok && result.ids?.[0]) setSelection(sel.selectSpread(selection, nodes(), result.ids[0]));
      return result;
    },
    deleteSection: (sectionId) => dispatch({ type: 'deleteSection', sectionId }),
    addSticker: (sticker, section) => dispatch({ type: 'addSticker', sticker, section }),
    updateSticker: (id, changes) => dispatch({ type: 'updateSticker', id, changes }),
    deleteSticker: (id) => dispatch({ type: 'deleteSticker', id }),
    unlinkStickerCell: (cellId) => dispatch({ type: 'unlinkStickerCell', cellId }),
    toggleDoubleSticker: (id) => dispatch({ type: 'toggleDoubleSticker', id }),
    updateColors: (colors) => dispatch({ type: 'updateColors', colors }),
    updateFonts: (fonts) => dispatch({ type: 'updateFonts', fonts }),
    updateStickerTemplateSettings: (settings) =>
      dispatch({ type: 'updateStickerTemplateSettings', settings }),
    addImages: (images) => dispatch({ type: 'addImages', images }),
    removeImage: (id) => dispatch({ type: 'removeImage', id }),

    setReadOnly(value) {
      readOnly = value;
    },
    setUser(value) {
      user = value;
    },
    destroy() {
      unsubscribeStore();
      unsubscribeHistory();
      emitter.clear();
    },
  };
  return editor;
}

/**
 * New comments without an author (a canvas tool does not know who is signed in) belong to the editing user, so
 * that they, and admins, may write their text.
 */
function withCommentAuthor(list: NestedNode[], user: EditorUser | null): NestedNode[] {
  if (!user) return list;
  return list.map((node) => {
    const children = node.children ? withCommentAuthor(node.children, user) : undefined;
    const authorless = node.type === 'Comment' && !(node.props as { userId?: string }).userId;
    if (!authorless && children === node.children) return node;
    return {
      ...node,
      ...(authorless ? { props: { ...node.props, userId: user.userId } as typeof node.props } : {}),
      ...(children ? { children } : {}),
    } as NestedNode;
  });
}
