/**
 * The current spread (or a given one) with its page numbers, and the page navigation of the canvas: previous, next,
 * and the page input (a page number or a label like "4-5"; invalid input is refused with message keys so the
 * input can reset).
 */
import { useMemo } from 'react';
import {
  albumSpreads,
  pageLabel,
  parsePageInput,
  spreadFrameAt,
  spreadPageNumbers,
} from '@album/editor-core';
import type { ActionResult, PageTarget, SpreadFrame, ValidationResult } from '@album/editor-core';
import { useEditorContext } from '../context/editor-context';
import { shallowEqual, useEditorValue } from './use-editor-value';

/** A spread as the page navigation shows it: position, section, page numbers and label, frame, first or last. */
export interface SpreadInfo {
  /** The spread's node id. */
  id: string;
  /** 0-based position in the album. */
  index: number;
  /** The section the spread belongs to. */
  sectionId: string;
  /** The page numbers of its pages. */
  pageNumbers: number[];
  /** The page input's label ("1", "2-3"). */
  label: string;
  /** Size and page layout of the spread. */
  frame: SpreadFrame;
  /** Whether it is the album's first spread. */
  isFirst: boolean;
  /** Whether it is the album's last spread. */
  isLast: boolean;
}

/**
 * What `useSpread` returns: the spread, the spread count, page navigation (previous, next, go to a page) and the
 * spread commands (add, duplicate, remove, move).
 */
export interface UseSpreadResult {
  /** The spread, or null when the album has none. */
  spread: SpreadInfo | null;
  /** Number of spreads in the album. */
  count: number;
  /** Makes a spread current and scrolls it into the middle of the view. */
  goToSpread(spreadId: string): void;
  /** Goes to the previous spread. */
  previous(): void;
  /** Goes to the next spread. */
  next(): void;
  /** Reads the page input and goes there; answers the validation result (message keys on failure). */
  goToPage(input: string): ValidationResult<PageTarget>;
  /** Selects the spread. */
  select(): void;
  /** Adds an empty spread before this one. */
  addBefore(): void;
  /** Adds an empty spread after this one. */
  addAfter(): void;
  /** Duplicates the spread with its content. */
  duplicate(): void;
  /** Deletes the spread; refused (`last-spread`) for the only one left. */
  remove(): ActionResult;
  /** Moves the spread one place towards the start of the album. */
  moveUp(): void;
  /** Moves the spread one place towards the end of the album. */
  moveDown(): void;
}

/** The current spread (or the given one) with its page numbers, and the canvas's page navigation. */
export function useSpread(spreadId?: string): UseSpreadResult {
  const { editor, viewport } = useEditorContext();
  const info = useEditorValue((e) => {
    const spreads = albumSpreads(e.getState());
    const id = spreadId ?? e.getSelection().spreadId;
    const at = spreads.findIndex((s) => s.id === id);
    return {
      at,
      count: spreads.length,
      id: at >= 0 ? spreads[at]!.id : null,
      sectionId: at >= 0 ? spreads[at]!.sectionId : '',
    };
  }, shallowEqual);
  return useMemo(() => {
    const ids = () => albumSpreads(editor.getState()).map((s) => s.id);
    const goToSpread = (id: string) => {
      editor.setCurrentSpread(id);
      viewport.getState().scrollToSpread(id);
    };
    const step = (delta: number) => {
      const list = ids();
      const target = list[Math.min(list.length - 1, Math.max(0, info.at + delta))];
      if (target) goToSpread(target);
    };
    const spread: SpreadInfo | null =
      info.id === null
        ? null
        : {
            id: info.id,
            index: info.at,
            sectionId: info.sectionId,
            pageNumbers: spreadPageNumbers(info.at, info.count),
            label: pageLabel(info.at, info.count),
            frame: spreadFrameAt(info.at, info.count),
            isFirst: info.at === 0,
            isLast: info.at === info.count - 1,
          };
    const id = info.id;
    return {
      spread,
      count: info.count,
      goToSpread,
      previous: () => step(-1),
      next: () => step(1),
      goToPage(input) {
        const result = parsePageInput(input, info.count);
        if (result.ok) {
          const target = ids()[result.value.spreadIndex];
          if (target) goToSpread(target);
        }
        return result;
      },
      select: () => void (id && editor.selectSpread(id)),
      addBefore: () => void (id && editor.addEmptySpread(id, 'before')),
      addAfter: () => void (id && editor.addEmptySpread(id, 'after')),
      duplicate: () => void (id && editor.duplicateSpread(id)),
      remove: (): ActionResult => (id ? editor.deleteSpread(id) : { ok: false, reason: 'unknown-id' }),
      moveUp: () => void (id && editor.moveSpreadUp(id)),
      moveDown: () => void (id && editor.moveSpreadDown(id)),
    };
  }, [editor, viewport, info]);
}
