/**
 * The bulk upload modal of the stickers tab: the chapter the new stickers go into, a zone to drop or choose up to
 * 15 JPEG or PNG photos, the list of chosen files with the sticker name each gets, its progress and its error, and
 * a submit button counting the valid files. Uploading creates the stickers in one undo step; when every file went
 * through the modal closes with a notice, otherwise it stays open to show which files failed.
 */
import { useEffect, useRef, useState } from 'react';
import type { DragEvent, FormEvent } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useEditorValue } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { Button, Modal, ProgressBar, Select } from '@album/ui';
import { useNotify } from '../../toasts/use-notify';
import { UploadIcon } from './icons';
import { chapterOptions, STICKER_PHOTO_TYPES } from './StickerForm';
import { useBulkUpload } from './use-bulk-upload';
import type { BulkEntry } from './use-bulk-upload';

export interface BulkUploadModalProps {
  /** Files chosen or dropped before the modal opened (checked at once). */
  initialFiles: readonly File[];
  /** The chapter preselected in the chapter select. */
  sectionId: string;
  onClose(): void;
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

export function BulkUploadModal({ initialFiles, sectionId, onClose }: BulkUploadModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const notify = useNotify();
  const bulk = useBulkUpload();
  const unnamed = t('canvas.tree.unnamedSection');
  const chapters = useEditorValue(
    (e) => chapterOptions(e, unnamed),
    (a, b) => a.length === b.length && a.every((c, i) => c.id === b[i]!.id && c.label === b[i]!.label),
    ['change'],
  );
  const [chapter, setChapter] = useState(sectionId);
  const [over, setOver] = useState(false);
  const chosen = useRef(false);
  const { phase, entries, tooMany, created } = bulk.state;
  const running = phase === 'running';
  const ready = entries.filter((e) => e.status === 'ready').length;
  const failed = entries.filter((e) => e.status === 'failed').length;
  const target = chapters.find((c) => c.id === chapter) ?? chapters[0];

  useEffect(() => {
    if (chosen.current || initialFiles.length === 0) return;
    chosen.current = true;
    void bulk.choose(initialFiles);
  }, [bulk, initialFiles]);

  const choose = (files: readonly File[]) => {
    if (!running && files.length > 0) void bulk.choose(files);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target || running || ready === 0) return;
    const count = await bulk.start(target.id);
    if (count > 0) notify('info', { id: 'stickers.bulk.done', values: { count, chapter: target.label } });
    // With a failed file the modal stays open: the list says which photos got no sticker.
    if (count === ready) onClose();
  };

  return (
    <Modal
      title={t('stickers.bulk.title')}
      size="lg"
      isOpen
      isDismissable={!running}
      isKeyboardDismissDisabled={running}
      onOpenChange={(open) => !open && !running && onClose()}
      className="stickers-bulk"
    >
      <form className="stickers-bulk__form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {target && (
          <Select
            label={t('stickers.bulk.chapter')}
            options={chapters}
            value={target.id}
            onChange={(key) => setChapter(String(key))}
            isDisabled={phase !== 'review'}
          />
        )}
        {phase === 'review' && (
          <div
            className="stickers-bulk__zone"
            data-over={over || undefined}
            onDragOver={(event) => {
              if (!hasFiles(event)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'copy';
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={(event) => {
              setOver(false);
              if (!hasFiles(event)) return;
              event.preventDefault();
              // React events bubble through the portal: the tab under the modal must not take these files too.
              event.stopPropagation();
              choose(Array.from(event.dataTransfer.files));
            }}
          >
            <FileTrigger
              allowsMultiple
              acceptedFileTypes={STICKER_PHOTO_TYPES}
              onSelect={(files) => choose(Array.from(files ?? []))}
            >
              <Button size="sm" icon={<UploadIcon />}>
                {t('stickers.bulk.choose')}
              </Button>
            </FileTrigger>
            <p className="stickers-bulk__hint">{t('stickers.bulk.hint', { max: 15 })}</p>
          </div>
        )}
        {tooMany && (
          <p className="stickers-bulk__error" role="alert">
            {t('stickers.bulk.tooMany', tooMany)}
          </p>
        )}
        {entries.length > 0 && (
          <ul className="stickers-bulk__list" aria-label={t('stickers.bulk.files')}>
            {entries.map((entry) => (
              <BulkRow key={entry.key} entry={entry} />
            ))}
          </ul>
        )}
        {phase === 'finished' && (
          <p className="stickers-bulk__summary" role="status">
            {t('stickers.bulk.summary', { created, failed })}
          </p>
        )}
        <div className="stickers-bulk__actions">
          <Button variant="secondary" isDisabled={running} onPress={onClose}>
            {phase === 'finished' ? t('common.close') : t('common.cancel')}
          </Button>
          {phase !== 'finished' && (
            <Button variant="primary" type="submit" isDisabled={ready === 0 || !target} isPending={running}>
              {t('stickers.bulk.submit', { count: ready })}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}

/** One file: the sticker name, the file name, a progress bar while it uploads, and its error. */
function BulkRow({ entry }: { entry: BulkEntry }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const uploading = entry.status === 'queued' || entry.status === 'uploading' || entry.status === 'creating';
  const errorId = `${entry.key}-error`;
  return (
    <li
      className="stickers-bulk__row"
      data-status={entry.status}
      aria-describedby={entry.error ? errorId : undefined}
    >
      <span className="stickers-bulk__name">{entry.name}</span>
      <span className="stickers-bulk__file">{entry.file.name}</span>
      {uploading && (
        <ProgressBar
          className="stickers-bulk__progress"
          label={t(`stickers.bulk.status.${entry.status}`, { name: entry.name })}
          value={Math.round(entry.progress * 100)}
          isIndeterminate={entry.status === 'creating'}
        />
      )}
      {entry.status === 'done' && (
        <span className="stickers-bulk__done">{t('stickers.bulk.status.done')}</span>
      )}
      {entry.error && (
        <span className="stickers-bulk__row-error" id={errorId}>
          {entry.error}
        </span>
      )}
    </li>
  );
}
