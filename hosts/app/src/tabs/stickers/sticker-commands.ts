/**
 * The stickers tab's commands on the editor: add, rename, move and reorder chapters (sections), auto-place a
 * chapter's unplaced stickers, and save a sticker from the form (creating the first chapter when there is none).
 * Each answers the editor's `ActionResult`; several store actions run as one undo step (a gesture).
 */
import { albumOrder, autoPlaceStickers, createId, rootOf, validateSectionName } from '@album/editor-core';
import type { ActionResult, Editor, Sticker } from '@album/editor-core';

const REFUSED_INPUT: ActionResult = { ok: false, reason: 'invalid-input' };

/** The ids of the chapters (non-static sections) in album order. */
export function chapterIds(editor: Editor): string[] {
  return albumOrder(editor.getState())
    .sections.filter((s) => !s.static)
    .map((s) => s.id);
}

/**
 * Adds a chapter at the end of the album. An empty (or blank) name creates nothing and answers `invalid-input`;
 * the name is trimmed and at most 50 characters.
 */
export function addChapter(editor: Editor, name: string, id: string = createId()): ActionResult {
  const valid = validateSectionName(name);
  if (!valid.ok) return REFUSED_INPUT;
  const root = rootOf(editor.getState().nodes);
  if (!root) return { ok: false, reason: 'invalid-parent' };
  const selection = editor.getSelection();
  const result = editor.addElements(root.id, [
    { type: 'Section', props: { id, name: valid.value }, children: [] },
  ]);
  // Adding selects what was added; a chapter is no canvas element, so the canvas keeps its selection.
  if (result.ok) editor.selectIds(selection.ids);
  return result.ok ? { ...result, ids: [id] } : result;
}

/** Renames a chapter; an empty name changes nothing. */
export function renameChapter(editor: Editor, id: string, name: string): ActionResult {
  const valid = validateSectionName(name);
  if (!valid.ok) return REFUSED_INPUT;
  const section = editor.getNode(id);
  if (!section || section.type !== 'Section') return { ok: false, reason: 'unknown-id' };
  if ((section.props as { name: string }).name === valid.value) return { ok: true };
  return editor.updateProps(id, { name: valid.value });
}

/**
 * Puts chapter `id` at chapter position `to` (0-based among the chapters). Static sections keep their places: the
 * chapters move among the slots that chapters hold.
 */
export function moveChapterTo(editor: Editor, id: string, to: number): ActionResult {
  const all = albumOrder(editor.getState()).sections;
  const chapters = all.filter((s) => !s.static).map((s) => s.id);
  const from = chapters.indexOf(id);
  if (from < 0) return { ok: false, reason: 'unknown-id' };
  const target = Math.max(0, Math.min(chapters.length - 1, to));
  if (target === from) return { ok: true };
  chapters.splice(from, 1);
  chapters.splice(target, 0, id);
  let next = 0;
  const order = all.map((s) => (s.static ? s.id : chapters[next++]!));
  return editor.reorderSections(order);
}

/** Moves a chapter one place up (`-1`) or down (`1`). */
export function moveChapter(editor: Editor, id: string, delta: -1 | 1): ActionResult {
  const index = chapterIds(editor).indexOf(id);
  if (index < 0) return { ok: false, reason: 'unknown-id' };
  return moveChapterTo(editor, id, index + delta);
}

/**
 * Auto-place: the chapter's unplaced stickers go into the free sticker cells of its spreads (editor-core's
 * `autoPlaceStickers`), as one change. Answers how many were placed (0 when there was nothing to do).
 */
export function autoPlaceChapter(editor: Editor, sectionId: string): ActionResult & { placed: number } {
  const placements = autoPlaceStickers(editor.getDocument(), sectionId);
  if (placements.length === 0) return { ok: true, placed: 0 };
  const result = editor.updateEach(
    placements.map((p) => ({ id: p.cellId, props: { stickerId: p.stickerId } })),
  );
  return { ...result, placed: result.ok ? placements.length : 0 };
}

/** The form's values of a sticker. */
export type StickerDraft = Omit<Sticker, 'id' | 'createdAt' | 'number'>;

/**
 * Saves the form: updates sticker `id`, or creates it when it does not exist yet. With no chapter at all (an empty
 * `sectionId`), a chapter named `defaultChapterName` is created first. One undo step.
 */
export function saveSticker(
  editor: Editor,
  id: string,
  draft: StickerDraft,
  defaultChapterName: string,
): ActionResult {
  const existing = editor.getDocument().stickers[id];
  if (existing) {
    const changes: Partial<StickerDraft> = {};
    for (const key of Object.keys(draft) as Array<keyof StickerDraft>) {
      if (draft[key] !== existing[key]) (changes as Record<string, unknown>)[key] = draft[key];
    }
    if (Object.keys(changes).length === 0) return { ok: true };
    if (!('doubleSticker' in changes)) return editor.updateSticker(id, changes);
    // The store resets both layouts when `doubleSticker` changes; the layouts chosen in the form after the switch
    // are written next, in the same undo step.
    const began = editor.beginGesture();
    if (!began.ok) return began;
    const rest = { ...changes };
    delete rest.stickerLayout;
    delete rest.cellLayout;
    let result = editor.updateSticker(id, rest);
    const layouts = { stickerLayout: draft.stickerLayout, cellLayout: draft.cellLayout };
    if (result.ok && (layouts.stickerLayout !== 'default' || layouts.cellLayout !== 'default'))
      result = editor.updateSticker(id, layouts);
    if (result.ok) editor.commitGesture();
    else editor.cancelGesture();
    return result;
  }
  const sectionId = draft.sectionId || createId();
  const needsChapter = !editor.getNode(sectionId);
  return editor.addSticker(
    { ...draft, id, sectionId },
    needsChapter ? { name: defaultChapterName } : undefined,
  );
}
