/**
 * The header row of a chapter: drag handle (pointer and keyboard drag with @dnd-kit; arrow up and down move the
 * chapter a place), the expand toggle with name and sticker count, and the chapter menu (go to chapter, rename in
 * place, move up, move down, delete with confirmation, help). Renaming disables dragging; Enter or leaving the
 * field commits, Escape cancels, an empty name changes nothing.
 */
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { STICKER_LIMITS } from '@album/editor-core';
import { useIntl } from '@album/i18n';
import { ChevronDownIcon, IconButton, Menu, MenuItem, MenuSeparator, MenuTrigger } from '@album/ui';
import { GripIcon, MoreIcon } from './icons';
import type { ChapterEntry } from './sticker-list';

/**
 * The draggable id of a chapter's handle. The drag carries no data on purpose: the canvas's drop handler (which
 * shares the one @dnd-kit context of the workspace) ignores drags without data, so a chapter let go over the canvas
 * does nothing.
 */
export function chapterDragId(sectionId: string): string {
  return `${CHAPTER_DRAG_PREFIX}${sectionId}`;
}

/** The section id of a chapter drag, or null for any other drag. */
export function chapterOfDrag(id: string | number): string | null {
  const text = String(id);
  return text.startsWith(CHAPTER_DRAG_PREFIX) ? text.slice(CHAPTER_DRAG_PREFIX.length) : null;
}

const CHAPTER_DRAG_PREFIX = 'chapter:';

/** What a chapter header offers as a drop target. */
export interface ChapterDropData {
  kind: 'chapter-drop';
  sectionId: string;
  index: number;
}

export type ChapterAction = 'goTo' | 'rename' | 'moveUp' | 'moveDown' | 'delete' | 'help';

export interface ChapterHeaderProps {
  chapter: ChapterEntry;
  index: number;
  chapterCount: number;
  expanded: boolean;
  readOnly: boolean;
  renaming: boolean;
  helpHref: string;
  onToggle(): void;
  onAction(action: ChapterAction): void;
  onMove(delta: -1 | 1): void;
  onRename(name: string | null): void;
}

export function ChapterHeader(props: ChapterHeaderProps) {
  const { chapter, index, chapterCount, expanded, readOnly, renaming } = props;
  const intl = useIntl();
  const drag = useDraggable({ id: chapterDragId(chapter.id), disabled: readOnly || renaming });
  const dropData: ChapterDropData = { kind: 'chapter-drop', sectionId: chapter.id, index };
  const drop = useDroppable({ id: `chapter-drop:${chapter.id}`, data: dropData });
  const name = chapter.name || intl.formatMessage({ id: 'canvas.tree.unnamedSection' });
  const listId = `stickers-chapter-${chapter.id}`;

  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const dragging = drag.isDragging;
    if (!dragging && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      props.onMove(event.key === 'ArrowUp' ? -1 : 1);
      return;
    }
    drag.listeners?.onKeyDown?.(event);
  };

  const style = drag.transform ? { transform: `translate3d(0, ${drag.transform.y}px, 0)` } : undefined;
  return (
    <div
      ref={drop.setNodeRef}
      className="stickers-chapter"
      data-over={drop.isOver && !drag.isDragging ? 'true' : undefined}
      data-testid={`chapter-${chapter.id}`}
    >
      <div
        ref={drag.setNodeRef}
        className="stickers-chapter__bar"
        style={style}
        data-dragging={drag.isDragging}
      >
        {!readOnly && (
          <button
            type="button"
            className="stickers-chapter__handle"
            {...drag.attributes}
            {...drag.listeners}
            onKeyDown={onHandleKeyDown}
            aria-label={intl.formatMessage({ id: 'stickers.chapter.drag' }, { name })}
            aria-describedby="stickers-drag-hint"
            aria-disabled={renaming || undefined}
            data-testid="chapter-handle"
          >
            <GripIcon />
          </button>
        )}
        {renaming ? (
          <RenameField initial={chapter.name} onDone={props.onRename} />
        ) : (
          <h3 className="stickers-chapter__heading">
            <button
              type="button"
              className="stickers-chapter__toggle"
              aria-expanded={expanded}
              aria-controls={expanded ? listId : undefined}
              onClick={props.onToggle}
            >
              <ChevronDownIcon className="stickers-chapter__chevron" />
              <span className="stickers-chapter__name">{name}</span>
              <span className="stickers-chapter__count">
                {intl.formatMessage({ id: 'stickers.chapter.count' }, { count: chapter.count })}
              </span>
            </button>
          </h3>
        )}
        <MenuTrigger>
          <IconButton
            size="sm"
            variant="ghost"
            icon={<MoreIcon />}
            aria-label={intl.formatMessage({ id: 'stickers.chapter.menu' }, { name })}
          />
          <Menu placement="bottom end" onAction={(key) => props.onAction(key as ChapterAction)}>
            <MenuItem id="goTo">{intl.formatMessage({ id: 'stickers.chapter.goTo' })}</MenuItem>
            {!readOnly && (
              <MenuItem id="rename">{intl.formatMessage({ id: 'stickers.chapter.rename' })}</MenuItem>
            )}
            {!readOnly && index > 0 && (
              <MenuItem id="moveUp">{intl.formatMessage({ id: 'stickers.chapter.moveUp' })}</MenuItem>
            )}
            {!readOnly && index < chapterCount - 1 && (
              <MenuItem id="moveDown">{intl.formatMessage({ id: 'stickers.chapter.moveDown' })}</MenuItem>
            )}
            {!readOnly && (
              <MenuItem id="delete" isDanger>
                {intl.formatMessage({ id: 'stickers.chapter.delete' })}
              </MenuItem>
            )}
            <MenuSeparator />
            <MenuItem id="help" href={props.helpHref} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage({ id: 'stickers.chapter.help' })}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      </div>
    </div>
  );
}

/** The in-place name field: Enter or blur commits, Escape cancels. */
function RenameField({ initial, onDone }: { initial: string; onDone(name: string | null): void }) {
  const intl = useIntl();
  const [value, setValue] = useState(initial);
  const [done, setDone] = useState(false);
  const finish = (name: string | null) => {
    if (done) return;
    setDone(true);
    onDone(name);
  };
  return (
    <input
      className="ui-input stickers-chapter__rename"
      aria-label={intl.formatMessage({ id: 'stickers.chapter.name' })}
      value={value}
      maxLength={STICKER_LIMITS.sectionName}
      autoFocus
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          finish(value);
        } else if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          finish(null);
        }
      }}
      onBlur={() => finish(value)}
    />
  );
}
