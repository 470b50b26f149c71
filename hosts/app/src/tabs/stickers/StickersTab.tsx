/**
 * The stickers tab (spec section 2, issue #14): search, upload a sticker photo (disabled with a hint while the
 * album has no chapter), expand all and collapse all; the chapters with name, sticker count, drag handle and menu;
 * per chapter the unplaced stickers with the auto-place button and a placeholder tile that adds a sticker; placed
 * stickers dimmed with their numbers; a final row that adds a chapter. Stickers drag onto sticker cells of the
 * canvas. The list is virtualised (fixed row heights), so albums with thousands of stickers scroll smoothly.
 *
 * Opening the tab with a sticker cell selected (double-click on a cell, or the toolbar's "Edit sticker") opens that
 * sticker's form; so does every later navigation to the tab while it is open (a double-click on another cell).
 */
import { useDndMonitor } from '@dnd-kit/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useInRouterContext, useLocation } from 'react-router';
import { isStickerCellNode, STICKER_LIMITS } from '@album/editor-core';
import type { AlbumState, Editor } from '@album/editor-core';
import { useEditor, useEditorContext, useEditorValue } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { Button, Modal, Popover } from '@album/ui';
import { useAlbumSession } from '../../album/album-session';
import { useServices } from '../../app/services';
import { useConfirm } from '../../dialogs/confirm';
import { useNotify } from '../../toasts/use-notify';
import { useRunAction } from '../../toolbar/use-run-action';
import { helpLink, helpVariantOf } from '../../topbar/help-links';
import type { TabPanelProps } from '../../workspace/TabPanelContent';
import { useIsMobile } from '../../workspace/use-is-mobile';
import { useImageUploader } from '../images/upload-images';
import { NewUploadsCard } from '../sticker-link/NewUploadsCard';
import { BulkUploadModal } from './BulkUploadModal';
import { ChapterHeader, chapterOfDrag } from './ChapterHeader';
import type { ChapterAction, ChapterDropData } from './ChapterHeader';
import { PlusIcon, UploadIcon } from './icons';
import { addChapter, autoPlaceChapter, moveChapter, moveChapterTo, renameChapter } from './sticker-commands';
import { StickerForm, STICKER_PHOTO_TYPES } from './StickerForm';
import type { StickerFormTarget } from './StickerForm';
import { buildChapters, buildRows, rowOffsets, windowRows } from './sticker-list';
import type { ChapterEntry, ListRow } from './sticker-list';
import { AddStickerTile, StickerTile } from './StickerTile';
import './stickers-tab.css';
import { currentAlbumCategory } from '../../workspace/album-category';

/** Width of a tile column in px (tile and gap). */
const COLUMN_WIDTH = 96;
/** Size assumed before the list is measured (and in tests, which have no layout). */
const FALLBACK_SIZE = { width: 320, height: 720 };

/** The sticker whose cell is selected, if any (double-click on a cell selects it, then opens this tab). */
function selectedStickerId(editor: Editor): string | null {
  const { ids } = editor.getSelection();
  if (ids.length !== 1) return null;
  const node = editor.getNode(ids[0]!);
  if (!isStickerCellNode(node)) return null;
  const stickerId = (node.props as { stickerId?: string | null }).stickerId;
  return stickerId && editor.getDocument().stickers[stickerId] ? stickerId : null;
}

export function StickersTab(_props: TabPanelProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const editor = useEditor();
  const { viewport } = useEditorContext();
  const { mode, album } = useAlbumSession();
  const { language } = useServices();
  const readOnly = mode !== 'edit';
  const isMobile = useIsMobile();
  const run = useRunAction();
  const notify = useNotify();
  const confirm = useConfirm();
  const uploader = useImageUploader();
  const state = useEditorValue((e) => e.getState(), Object.is, ['change']) as AlbumState;
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [renaming, setRenaming] = useState<string | null>(null);
  const [form, setForm] = useState<StickerFormTarget | null>(() => {
    const stickerId = selectedStickerId(editor);
    return stickerId ? { kind: 'edit', stickerId } : null;
  });
  const [announcement, setAnnouncement] = useState('');
  const [uploading, setUploading] = useState(false);
  // Several photos chosen or dropped at once: the bulk upload modal with those files.
  const [bulkFiles, setBulkFiles] = useState<readonly File[] | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const inRouter = useInRouterContext();
  const openSelected = () => {
    const stickerId = selectedStickerId(editor);
    if (stickerId) setForm({ kind: 'edit', stickerId });
  };

  const chapters = useMemo(() => buildChapters(state, query), [state, query]);
  // While searching, only chapters with a match are listed (no add tiles): the matches start at the top.
  const searching = query.trim() !== '';
  const unnamed = t('canvas.tree.unnamedSection');
  const nameOf = (chapter: Pick<ChapterEntry, 'name'>) => chapter.name || unnamed;
  const hasChapter = chapters.length > 0;
  const variant = helpVariantOf(currentAlbumCategory(album));
  const helpHref = helpLink('sections', language(), variant);

  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const announceMove = (sectionId: string) => {
    const ids = buildChapters(editor.getState()).map((c) => c.id);
    const chapter = chapters.find((c) => c.id === sectionId);
    if (!chapter) return;
    setAnnouncement(
      t('stickers.chapter.moved', {
        name: nameOf(chapter),
        position: ids.indexOf(sectionId) + 1,
        count: ids.length,
      }),
    );
  };

  const move = (sectionId: string, delta: -1 | 1) => {
    if (readOnly) return;
    const result = moveChapter(editor, sectionId, delta);
    if (run(result)) announceMove(sectionId);
  };

  useDndMonitor({
    onDragEnd(event) {
      const sectionId = chapterOfDrag(event.active.id);
      const over = event.over?.data.current as ChapterDropData | undefined;
      if (sectionId === null || over?.kind !== 'chapter-drop' || readOnly) return;
      if (sectionId === over.sectionId) return;
      if (run(moveChapterTo(editor, sectionId, over.index))) announceMove(sectionId);
    },
  });

  const onChapterAction = async (chapter: ChapterEntry, action: ChapterAction) => {
    switch (action) {
      case 'goTo': {
        const section = editor.getChildren(chapter.id).find((n) => n.type === 'Spread');
        if (section) {
          editor.setCurrentSpread(section.id);
          viewport.getState().scrollToSpread(section.id);
        }
        return;
      }
      case 'rename':
        setRenaming(chapter.id);
        return;
      case 'moveUp':
        return move(chapter.id, -1);
      case 'moveDown':
        return move(chapter.id, 1);
      case 'delete': {
        const yes = await confirm({
          titleId: 'stickers.chapter.delete.title',
          messageId: 'stickers.chapter.delete.message',
          values: { name: nameOf(chapter), count: chapter.count },
          confirmId: 'common.delete',
          danger: true,
        });
        if (yes) run(editor.deleteSection(chapter.id));
        return;
      }
      case 'help':
        return;
    }
  };

  const onAutoPlace = (chapter: ChapterEntry) => {
    const result = autoPlaceChapter(editor, chapter.id);
    if (run(result)) notify('info', { id: 'stickers.autoPlace.done', values: { count: result.placed } });
  };

  const onUpload = async (files: FileList | File[] | null) => {
    const file = files?.[0];
    const first = chapters[0];
    if (!file || !first || !files) return;
    // One photo opens the sticker form with it; several become stickers named from their files.
    if (files.length > 1) {
      setBulkFiles(Array.from(files));
      return;
    }
    setUploading(true);
    try {
      const [image] = await uploader.upload([file], { model: 'sticker' });
      if (image) setForm({ kind: 'new', sectionId: first.id, image: image.id });
    } finally {
      setUploading(false);
    }
  };

  const renderRow = (row: ListRow): ReactNode => {
    switch (row.kind) {
      case 'chapter':
        return (
          <ChapterHeader
            chapter={row.chapter}
            index={row.index}
            chapterCount={chapters.length}
            expanded={row.expanded}
            readOnly={readOnly}
            renaming={renaming === row.chapter.id}
            helpHref={helpHref}
            onToggle={() => toggle(row.chapter.id)}
            onMove={(delta) => move(row.chapter.id, delta)}
            onAction={(action) => void onChapterAction(row.chapter, action)}
            onRename={(name) => {
              setRenaming(null);
              if (name !== null && name.trim() !== '') run(renameChapter(editor, row.chapter.id, name));
            }}
          />
        );
      case 'unplaced':
        return (
          <div className="stickers-unplaced">
            <span>{t('stickers.unplaced', { count: row.chapter.unplaced.length })}</span>
            {!readOnly && (
              <Button size="sm" onPress={() => onAutoPlace(row.chapter)}>
                {t('stickers.autoPlace')}{' '}
                <span className="stickers-tab__sr-only">
                  {t('stickers.autoPlace.chapter', { name: nameOf(row.chapter) })}
                </span>
              </Button>
            )}
          </div>
        );
      case 'tiles':
        return (
          <ul className="stickers-tiles" id={`stickers-chapter-${row.chapter.id}`}>
            {row.items.map((entry) => (
              <li key={entry.sticker.id}>
                <StickerTile
                  entry={entry}
                  image={entry.sticker.image ? state.images[entry.sticker.image] : undefined}
                  readOnly={readOnly}
                  onEdit={() => setForm({ kind: 'edit', stickerId: entry.sticker.id })}
                />
              </li>
            ))}
            {row.withAdd && (
              <li>
                <AddStickerTile
                  chapterName={nameOf(row.chapter)}
                  onAdd={() => setForm({ kind: 'new', sectionId: row.chapter.id })}
                />
              </li>
            )}
          </ul>
        );
      case 'add-chapter':
        return <AddChapterRow onAdd={(name) => run(addChapter(editor, name))} />;
    }
  };

  const formTitle = form?.kind === 'new' ? t('stickerForm.title.new') : t('stickerForm.title.edit');
  const formBody = form && (
    <StickerForm
      key={form.kind === 'edit' ? form.stickerId : 'new'}
      target={form}
      readOnly={readOnly}
      onClose={() => setForm(null)}
    />
  );

  return (
    <section
      ref={panelRef}
      className="tab-panel stickers-tab"
      aria-labelledby="stickers-tab-title"
      onDragOver={(event) => {
        if (readOnly || !hasChapter || !Array.from(event.dataTransfer.types).includes('Files')) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDrop={(event) => {
        if (readOnly || !hasChapter || event.dataTransfer.files.length === 0) return;
        event.preventDefault();
        void onUpload(Array.from(event.dataTransfer.files));
      }}
    >
      <h2 id="stickers-tab-title" className="tab-panel__title">
        {t('tabs.stickers')}
      </h2>
      <div className="stickers-tab__tools">
        <input
          type="search"
          className="ui-input stickers-tab__search"
          aria-label={t('stickers.search')}
          placeholder={t('stickers.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {!readOnly && (
          <div className="stickers-tab__upload">
            <FileTrigger
              allowsMultiple
              acceptedFileTypes={STICKER_PHOTO_TYPES}
              onSelect={(files) => void onUpload(files)}
            >
              <Button
                size="sm"
                icon={<UploadIcon />}
                isDisabled={!hasChapter}
                isPending={uploading}
                aria-describedby={hasChapter ? undefined : 'stickers-upload-hint'}
              >
                {t('stickers.upload')}
              </Button>
            </FileTrigger>
            {!hasChapter && (
              <p id="stickers-upload-hint" className="stickers-tab__hint">
                {t('stickers.upload.needsChapter')}
              </p>
            )}
          </div>
        )}
        <div className="stickers-tab__expand">
          <Button size="sm" variant="ghost" isDisabled={!hasChapter} onPress={() => setCollapsed(new Set())}>
            {t('stickers.expandAll')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            isDisabled={!hasChapter}
            onPress={() => setCollapsed(new Set(chapters.map((c) => c.id)))}
          >
            {t('stickers.collapseAll')}
          </Button>
        </div>
      </div>
      <NewUploadsCard />
      {!hasChapter && (
        <div className="stickers-tab__upload">
          <p className="stickers-tab__empty">{t('stickers.empty')}</p>
          {!readOnly && (
            <Button size="sm" icon={<PlusIcon />} onPress={() => setForm({ kind: 'new', sectionId: '' })}>
              {t('stickerForm.title.new')}
            </Button>
          )}
        </div>
      )}
      {hasChapter &&
        query.trim() !== '' &&
        chapters.every((c) => c.unplaced.length + c.placed.length === 0) && (
          <p className="stickers-tab__empty" role="status">
            {t('stickers.noMatches', { query: query.trim() })}
          </p>
        )}
      <VirtualList
        label={t('stickers.list')}
        chapters={searching ? chapters.filter((c) => c.unplaced.length + c.placed.length > 0) : chapters}
        collapsed={collapsed}
        canAdd={!readOnly && !searching}
        resetKey={query.trim()}
        renderRow={renderRow}
      />
      {inRouter && <OnNavigation onNavigate={openSelected} />}
      <p id="stickers-drag-hint" hidden>
        {t('stickers.chapter.drag.hint')}
      </p>
      <p id="stickers-tile-hint" hidden>
        {t('stickers.tile.hint')}
      </p>
      <div className="stickers-tab__sr-only" role="status" aria-live="polite">
        {announcement}
      </div>
      {bulkFiles && chapters[0] && (
        <BulkUploadModal
          initialFiles={bulkFiles}
          sectionId={chapters[0].id}
          onClose={() => setBulkFiles(null)}
        />
      )}
      {form &&
        (isMobile ? (
          <Modal title={formTitle} isOpen isDismissable onOpenChange={(open) => !open && setForm(null)}>
            {formBody}
          </Modal>
        ) : (
          <Popover
            title={formTitle}
            triggerRef={panelRef}
            placement="end top"
            isOpen
            onOpenChange={(open) => !open && setForm(null)}
            className="sticker-form-popup"
          >
            {formBody}
          </Popover>
        ))}
    </section>
  );
}

/**
 * Calls `onNavigate` on each navigation after the first render: opening the tab while it is open (a double-click on
 * a sticker cell, the toolbar's "Edit sticker") navigates again, to the same address with a new history entry.
 */
function OnNavigation({ onNavigate }: { onNavigate(): void }) {
  const { key } = useLocation();
  const seen = useRef(key);
  const callback = useRef(onNavigate);
  callback.current = onNavigate;
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    callback.current();
  }, [key]);
  return null;
}

/** The final row: a name field and a button that adds a chapter. An empty name creates nothing. */
function AddChapterRow({ onAdd }: { onAdd(name: string): boolean }) {
  const intl = useIntl();
  const [name, setName] = useState('');
  const submit = () => {
    if (name.trim() === '') return;
    if (onAdd(name)) setName('');
  };
  return (
    <form
      className="stickers-add-chapter"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <input
        className="ui-input"
        aria-label={intl.formatMessage({ id: 'stickers.addChapter.name' })}
        placeholder={intl.formatMessage({ id: 'stickers.addChapter.name' })}
        value={name}
        maxLength={STICKER_LIMITS.sectionName}
        onChange={(event) => setName(event.target.value)}
      />
      <Button size="sm" type="submit" icon={<PlusIcon />}>
        {intl.formatMessage({ id: 'stickers.addChapter' })}
      </Button>
    </form>
  );
}

/**
 * The scrolling list: only the rows in view (and a few around them) are in the document; each sits at its offset in
 * a box as tall as all rows. Columns of tiles follow the list's width. Scrolling re-renders only when the range of
 * rows in view changes (not at every scroll event), which keeps long lists free of long tasks; a new `resetKey`
 * (the search text) scrolls back to the top, where the matches are.
 */
function VirtualList(props: {
  label: string;
  chapters: readonly ChapterEntry[];
  collapsed: ReadonlySet<string>;
  canAdd: boolean;
  resetKey: string;
  renderRow(row: ListRow): ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(FALLBACK_SIZE);
  const [scrollTop, setScrollTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth || FALLBACK_SIZE.width;
      const height = element.clientHeight || FALLBACK_SIZE.height;
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const columns = Math.max(1, Math.floor(size.width / COLUMN_WIDTH));
  const rows = useMemo(
    () => buildRows(props.chapters, { columns, collapsed: props.collapsed, canAdd: props.canAdd }),
    [props.chapters, columns, props.collapsed, props.canAdd],
  );
  const layout = useMemo(() => rowOffsets(rows), [rows]);
  const view = useMemo(
    () => windowRows(rows, scrollTop, size.height, undefined, layout),
    [rows, scrollTop, size.height, layout],
  );
  // Keep the scroll position inside the list when it gets shorter (collapse all, search).
  useEffect(() => {
    if (scrollTop > view.total) setScrollTop(0);
  }, [scrollTop, view.total]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && element.scrollTop !== 0) element.scrollTop = 0;
    setScrollTop(0);
  }, [props.resetKey]);
  const onScroll = (top: number) => {
    // Only a new range of rows needs a render: the rows already sit at their offsets.
    const next = windowRows(rows, top, size.height, undefined, layout);
    if (next.start !== view.start || next.end !== view.end) setScrollTop(top);
  };
  const drawn = useMemo(
    () =>
      rows.slice(view.start, view.end).map((row, i) => (
        <div
          key={row.key}
          className={`stickers-row stickers-row--${row.kind}`}
          style={{ top: view.offsets[view.start + i] }}
        >
          {props.renderRow(row)}
        </div>
      )),
    // renderRow is a new function at each render of the tab, which re-renders this list anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, view, props.renderRow],
  );
  return (
    <div
      ref={ref}
      className="stickers-list"
      role="region"
      aria-label={props.label}
      tabIndex={-1}
      onScroll={(event) => onScroll(event.currentTarget.scrollTop)}
    >
      <div className="stickers-list__inner" style={{ height: view.total }}>
        {drawn}
      </div>
    </div>
  );
}
