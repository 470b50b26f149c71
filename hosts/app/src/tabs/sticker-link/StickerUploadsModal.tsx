/**
 * The sticker uploads modal (spec sections 2, 4 and 5): the pending uploads in a list, the form of the selected one
 * (name, position, chapter; delete), cancel, and the submit button naming how many stickers it adds. Uploads with
 * errors are left out of the submit and stay pending until corrected; the others become stickers in their
 * chapters, with the organiser's corrections sent along and the face fit applied (merge-uploads.ts). When the
 * server refuses the merge (all or nothing), the upload it names is selected so its form shows what to fix.
 */
import { useMemo, useState } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import type { StickerUpload } from '@album/api-client';
import { albumOrder } from '@album/editor-core';
import type { AlbumState } from '@album/editor-core';
import { useEditor, useEditorValue } from '@album/editor-react';
import { useIntl, useProblemFormatter } from '@album/i18n';
import { Button, Modal } from '@album/ui';
import { useAlbumSession } from '../../album/album-session';
import { useServices } from '../../app/services';
import { useConfirm } from '../../dialogs/confirm';
import { useNotify } from '../../toasts/use-notify';
import { stickerThumbnail } from '../stickers/StickerTile';
import { errorText } from './error-text';
import { mergeUploads, refusedUploadId } from './merge-uploads';
import { findUploadFace, measureImage } from './upload-face';
import { checkDraft, draftOfUpload } from './upload-drafts';
import type { UploadDraft } from './upload-drafts';
import type { UploadsFeed } from './uploads-feed';
import { UploadDraftForm } from './UploadDraftForm';

export interface StickerUploadsModalProps {
  uploads: readonly StickerUpload[];
  feed: Pick<UploadsFeed, 'forget' | 'refresh'>;
  onClose(): void;
}

export function StickerUploadsModal({ uploads, feed, onClose }: StickerUploadsModalProps) {
  const intl = useIntl();
  const problems = useProblemFormatter();
  const notify = useNotify();
  const confirm = useConfirm();
  const { api } = useServices();
  const editor = useEditor();
  const { albumId, album } = useAlbumSession();
  const requirePosition = album.stickerUploadRequirePosition === true;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const state = useEditorValue((e) => e.getState(), Object.is, ['change']) as AlbumState;
  const unnamed = t('canvas.tree.unnamedSection');
  const chapters = useMemo(
    () =>
      albumOrder(state)
        .sections.filter((s) => !s.static)
        .map((s) => ({ id: s.id, label: s.name || unnamed })),
    [state, unnamed],
  );
  const chapterIds = useMemo(() => chapters.map((c) => c.id), [chapters]);

  const [drafts, setDrafts] = useState<ReadonlyMap<string, UploadDraft>>(() => new Map());
  const [selected, setSelected] = useState<string | null>(uploads[0]?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const rows = uploads.map((upload) => {
    const draft = drafts.get(upload.id) ?? draftOfUpload(upload, chapterIds);
    return { upload, draft, check: checkDraft(draft, upload, requirePosition) };
  });
  const valid = rows.filter((row) => row.check.valid);
  const excluded = rows.length - valid.length;
  const current = rows.find((row) => row.upload.id === selected) ?? rows[0] ?? null;

  const change = (uploadId: string, changes: Partial<UploadDraft>) => {
    setFailure(null);
    setDrafts((previous) => {
      const upload = uploads.find((u) => u.id === uploadId);
      if (!upload) return previous;
      const next = new Map(previous);
      next.set(uploadId, { ...(previous.get(uploadId) ?? draftOfUpload(upload, chapterIds)), ...changes });
      return next;
    });
  };

  const remove = async (row: (typeof rows)[number]) => {
    const yes = await confirm({
      titleId: 'stickerUploads.delete.title',
      messageId: 'stickerUploads.delete.message',
      values: { name: row.draft.name || row.upload.name },
      confirmId: 'stickerUploads.delete',
      danger: true,
    });
    if (!yes) return;
    setBusy(true);
    setFailure(null);
    try {
      await api.stickerUploads.delete(row.upload.id);
      const index = rows.indexOf(row);
      setSelected(rows[index + 1]?.upload.id ?? rows[index - 1]?.upload.id ?? null);
      feed.forget([row.upload.id]);
      notify('info', { id: 'stickerUploads.deleted' });
    } catch (caught) {
      setFailure(errorText(caught, problems));
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (valid.length === 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const outcome = await mergeUploads(
        {
          api: api.stickerUploads,
          editor,
          albumId,
          findFace: (image) =>
            findUploadFace(
              { api: api.images, fetch: (...args) => fetch(...args), measure: measureImage },
              image,
            ),
        },
        valid.map((row) => row.upload),
        new Map(valid.map((row) => [row.upload.id, row.draft])),
      );
      feed.forget(valid.map((row) => row.upload.id));
      void feed.refresh();
      notify('info', { id: 'stickerUploads.merged', values: { count: outcome.merged } });
      if (!outcome.adjusted) notify('warning', { id: 'stickerUploads.notAdjusted' });
      onClose();
    } catch (caught) {
      const refused = refusedUploadId(
        caught,
        valid.map((row) => row.upload.id),
      );
      if (refused) setSelected(refused);
      setFailure(errorText(caught, problems));
      setBusy(false);
    }
  };

  return (
    <Modal
      isOpen
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t('stickerUploads.modal.title')}
      size="lg"
      className="sticker-uploads"
    >
      <div className="sticker-uploads__layout">
        <ListBox
          aria-label={t('stickerUploads.list.label')}
          className="sticker-uploads__list"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={current ? [current.upload.id] : []}
          onSelectionChange={(keys) => {
            const [key] = keys === 'all' ? [] : [...keys];
            if (key !== undefined) setSelected(String(key));
          }}
          items={rows.map((row) => ({ id: row.upload.id, ...row }))}
        >
          {(row) => {
            const thumb = row.upload.image ? stickerThumbnail(row.upload.image) : null;
            const name = row.draft.name || t('stickerUploads.unnamed');
            return (
              <ListBoxItem id={row.upload.id} textValue={name} className="sticker-uploads__item">
                <span className="sticker-uploads__thumb" aria-hidden="true">
                  {thumb && <img src={thumb} alt="" />}
                </span>
                <span className="sticker-uploads__label">
                  <span className="sticker-uploads__name">{name}</span>
                  <span className={row.check.valid ? 'sticker-uploads__ok' : 'sticker-uploads__fix'}>
                    {t(row.check.valid ? 'stickerUploads.item.ready' : 'stickerUploads.item.invalid')}
                  </span>
                </span>
              </ListBoxItem>
            );
          }}
        </ListBox>
        {current && (
          <UploadDraftForm
            key={current.upload.id}
            upload={current.upload}
            draft={current.draft}
            check={current.check}
            chapters={chapters}
            busy={busy}
            onChange={(changes) => change(current.upload.id, changes)}
            onDelete={() => void remove(current)}
          />
        )}
      </div>
      {failure && (
        <p className="sticker-uploads__failure" role="alert">
          {failure}
        </p>
      )}
      <div className="sticker-uploads__footer">
        <p className="sticker-uploads__note" aria-live="polite">
          {excluded > 0 ? t('stickerUploads.excluded', { count: excluded }) : ''}
        </p>
        <Button variant="secondary" isDisabled={busy} onPress={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="primary" isDisabled={busy || valid.length === 0} onPress={() => void submit()}>
          {t(busy ? 'stickerUploads.submitting' : 'stickerUploads.submit', { count: valid.length })}
        </Button>
      </div>
    </Modal>
  );
}
