/**
 * The form of the selected upload in the uploads modal: its photo, name (required, at most 30), position (at most
 * 30, required when the link asks for it) and chapter, the photo check's verdict, and delete. Problems show as the
 * organiser types, since the count on the submit button already depends on them.
 */
import type { StickerUpload } from '@album/api-client';
import { STICKER_LIMITS } from '@album/editor-core';
import { useIntl, useProblemFormatter } from '@album/i18n';
import { Button, Select, TextField } from '@album/ui';
import { stickerThumbnail } from '../stickers/StickerTile';
import { PhotoCheckNote } from './PhotoCheckNote';
import type { DraftCheck, UploadDraft } from './upload-drafts';

export interface UploadDraftFormProps {
  upload: StickerUpload;
  draft: UploadDraft;
  check: DraftCheck;
  chapters: ReadonlyArray<{ id: string; label: string }>;
  busy: boolean;
  onChange(changes: Partial<UploadDraft>): void;
  onDelete(): void;
}

export function UploadDraftForm({
  upload,
  draft,
  check,
  chapters,
  busy,
  onChange,
  onDelete,
}: UploadDraftFormProps) {
  const intl = useIntl();
  const problems = useProblemFormatter();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const nameErrors = check.errors.filter((e) => e.key.startsWith('validation.sticker.name'));
  const positionErrors = check.errors.filter((e) => e.key.startsWith('validation.sticker.position'));
  const photo = upload.image
    ? (upload.image.blob.medium ?? upload.image.blob.large ?? stickerThumbnail(upload.image))
    : null;

  return (
    <div className="sticker-uploads__form">
      <div className="sticker-uploads__photo">
        {photo ? (
          <img src={photo} alt={t('stickerUploads.photoAlt', { name: draft.name || upload.name })} />
        ) : (
          <p className="sticker-uploads__note">{t('stickerUploads.noPhoto')}</p>
        )}
      </div>
      <div className="sticker-uploads__fields">
        <PhotoCheckNote upload={upload} />
        <TextField
          label={t('stickerForm.name')}
          value={draft.name}
          onChange={(name) => onChange({ name })}
          maxLength={STICKER_LIMITS.name}
          isRequired
          isInvalid={nameErrors.length > 0}
          errorMessage={problems.problems(nameErrors)}
        />
        <TextField
          label={t('stickerForm.position')}
          value={draft.position}
          onChange={(position) => onChange({ position })}
          maxLength={STICKER_LIMITS.position}
          isInvalid={positionErrors.length > 0}
          errorMessage={problems.problems(positionErrors)}
        />
        {chapters.length > 0 ? (
          <Select
            label={t('stickerForm.chapter')}
            options={chapters}
            value={draft.sectionId || chapters[0]!.id}
            onChange={(key) => onChange({ sectionId: String(key) })}
          />
        ) : (
          <p className="sticker-uploads__note">{t('stickerUploads.noChapter')}</p>
        )}
        <Button variant="danger" size="sm" isDisabled={busy} onPress={onDelete}>
          {t('stickerUploads.delete')}
        </Button>
      </div>
    </div>
  );
}
