/**
 * The sticker form (spec sections 2 and 4): name (required unless double, at most 30), position (at most 30),
 * chapter, the double-sticker switch (resets both layouts), photo replace and download, crop position and zoom, face
 * fit, 90-degree rotation, sticker layout, cell layout, save and delete (with confirmation). A new sticker needs a
 * name to be created; with no chapter yet it goes into a new chapter with the default name of the user's language.
 * The low-resolution warning shows while the photo is too small for the crop. Editing happens on a draft; Save
 * writes it as one undo step.
 */
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { FileTrigger } from 'react-aria-components';
import { STICKER_LIMITS, albumOrder, createId, stickerIssues } from '@album/editor-core';
import type { Editor } from '@album/editor-core';
import { faceFitCrop, useEditor, useEditorValue } from '@album/editor-react';
import { useIntl, useProblemFormatter } from '@album/i18n';
import { Button, Select, Slider, Switch, TextField, WarningIcon, sqrtScale } from '@album/ui';
import { useServices } from '../../app/services';
import { useConfirm } from '../../dialogs/confirm';
import { useNotify } from '../../toasts/use-notify';
import { useRunAction } from '../../toolbar/use-run-action';
import { useImageUploader } from '../images/upload-images';
import { detectStickerFace } from './face-detection';
import { RotateIcon, UploadIcon } from './icons';
import { saveSticker } from './sticker-commands';
import type { StickerDraft } from './sticker-commands';
import { stickerThumbnail } from './StickerTile';

/** Sticker photos are JPEG or PNG (spec section 5). */
export const STICKER_PHOTO_TYPES = ['image/jpeg', 'image/png'];

/** Frame of a sticker in mm: 50 by 70, a double sticker twice as wide. */
export function stickerFrame(doubleSticker: boolean): { width: number; height: number } {
  return { width: doubleSticker ? 100 : 50, height: 70 };
}

/** The sticker layouts the form offers. */
const LAYOUTS = ['default', 'full', 'textless', 'numberless'] as const;

/** Which sticker the form edits: an existing one, or a new one for a chapter (`sectionId` '' when none exists). */
export type StickerFormTarget =
  { kind: 'edit'; stickerId: string } | { kind: 'new'; sectionId: string; image?: string | null };

export interface StickerFormProps {
  target: StickerFormTarget;
  readOnly: boolean;
  onClose(): void;
}

function emptyDraft(sectionId: string, image: string | null): StickerDraft {
  return {
    name: '',
    position: '',
    doubleSticker: false,
    image,
    sectionId,
    cx: 0.5,
    cy: 0.5,
    cscale: 1,
    crotation: 0,
    stickerLayout: 'default',
    cellLayout: 'default',
  };
}

function draftOf(editor: Editor, target: StickerFormTarget): StickerDraft | null {
  if (target.kind === 'new') return emptyDraft(target.sectionId, target.image ?? null);
  const sticker = editor.getDocument().stickers[target.stickerId];
  if (!sticker) return null;
  const { id: _id, createdAt: _createdAt, number: _number, ...draft } = sticker;
  return draft;
}

/** The form's body; the tab puts it in a popup (desktop) or a modal (phones). */
export function StickerForm({ target, readOnly, onClose }: StickerFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const problems = useProblemFormatter();
  const editor = useEditor();
  const run = useRunAction();
  const confirm = useConfirm();
  const uploader = useImageUploader();
  const [draft, setDraft] = useState<StickerDraft | null>(() => draftOf(editor, target));
  const [submitted, setSubmitted] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [detecting, setDetecting] = useState(false);
  const { api } = useServices();
  const notify = useNotify();
  const [newId] = useState(() => createId());
  const chapters = useEditorValue(
    (e) => chapterOptions(e, t('canvas.tree.unnamedSection')),
    (a, b) => a.length === b.length && a.every((c, i) => c.id === b[i]!.id && c.label === b[i]!.label),
    ['change'],
  );
  const image = useEditorValue(
    (e) => (draft?.image ? e.getDocument().images[draft.image] : undefined),
    Object.is,
    ['change'],
  );
  const hintId = useId();

  const issues = useMemo(() => {
    if (!draft) return null;
    const frame = stickerFrame(draft.doubleSticker);
    const resolution = image
      ? {
          sourceWidth: image.details.width,
          sourceHeight: image.details.height,
          frameWidth: frame.width,
          frameHeight: frame.height,
          cscale: draft.cscale,
        }
      : null;
    return stickerIssues(draft, { resolution });
  }, [draft, image]);

  if (!draft || !issues) return null;
  const isNew = target.kind === 'new';
  const set = (changes: Partial<StickerDraft>) => setDraft((d) => (d ? { ...d, ...changes } : d));
  const nameErrors = issues.errors.filter((e) => e.key.startsWith('validation.sticker.name'));
  const positionErrors = issues.errors.filter((e) => e.key.startsWith('validation.sticker.position'));
  const defaultChapterName = t('stickers.defaultChapter');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (readOnly || issues.errors.length > 0) return;
    const id = target.kind === 'edit' ? target.stickerId : newId;
    const trimmed = { ...draft, name: draft.name.trim(), position: draft.position.trim() };
    if (run(saveSticker(editor, id, trimmed, defaultChapterName))) onClose();
  };

  const onDelete = async () => {
    if (target.kind !== 'edit') return;
    const name = draft.name.trim() || t('stickers.tile.unnamed');
    const yes = await confirm({
      titleId: 'stickerForm.delete.title',
      messageId: 'stickerForm.delete.message',
      values: { name },
      confirmId: 'common.delete',
      danger: true,
    });
    if (yes && run(editor.deleteSticker(target.stickerId))) onClose();
  };

  const onPhoto = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setUploading(true);
    try {
      const [uploaded] = await uploader.upload([file], { model: 'sticker' });
      if (uploaded) set({ image: uploaded.id, cx: 0.5, cy: 0.5, cscale: 1, crotation: 0 });
    } finally {
      setUploading(false);
    }
  };

  const frame = stickerFrame(draft.doubleSticker);
  // Face fit: the stored face box, else the server finds it once and the image record keeps it.
  const onFaceFit = async () => {
    if (!image) return;
    setDetecting(true);
    try {
      const face = await detectStickerFace(api, image);
      if (!face) {
        notify('info', { id: 'stickerForm.faceFit.none' });
        return;
      }
      if (!image.details.face) editor.addImages([{ ...image, details: { ...image.details, face } }]);
      const fitted = faceFitCrop(
        draft,
        { ...frame, sourceWidth: image.details.width, sourceHeight: image.details.height },
        face,
      );
      if (fitted) set({ cx: fitted.cx, cy: fitted.cy });
      else notify('info', { id: 'stickerForm.faceFit.none' });
    } catch (error) {
      notify('warning', { text: problems.apiError(error as { code?: string | null }) });
    } finally {
      setDetecting(false);
    }
  };
  const layoutOptions = LAYOUTS.map((id) => ({ id, label: layoutLabel(t, id) }));
  const percent = (value: number) => intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
  const download = image ? (image.blob.original ?? image.blob.full ?? image.blob.large ?? null) : null;
  const thumb = stickerThumbnail(image);

  return (
    <form
      className="sticker-form"
      onSubmit={onSubmit}
      noValidate
      aria-describedby={chapters.length === 0 ? hintId : undefined}
    >
      <TextField
        label={t('stickerForm.name')}
        value={draft.name}
        onChange={(name) => set({ name })}
        maxLength={STICKER_LIMITS.name}
        isRequired={!draft.doubleSticker}
        isReadOnly={readOnly}
        autoFocus
        isInvalid={submitted && nameErrors.length > 0}
        errorMessage={problems.problems(nameErrors)}
      />
      <TextField
        label={t('stickerForm.position')}
        value={draft.position}
        onChange={(position) => set({ position })}
        maxLength={STICKER_LIMITS.position}
        isReadOnly={readOnly}
        isInvalid={submitted && positionErrors.length > 0}
        errorMessage={problems.problems(positionErrors)}
      />
      {chapters.length > 0 ? (
        <Select
          label={t('stickerForm.chapter')}
          options={chapters}
          value={draft.sectionId || chapters[0]!.id}
          onChange={(key) => set({ sectionId: String(key) })}
          isDisabled={readOnly}
        />
      ) : (
        <p className="sticker-form__note" id={hintId}>
          {t('stickerForm.newChapter', { name: defaultChapterName })}
        </p>
      )}
      <Switch
        isSelected={draft.doubleSticker}
        isDisabled={readOnly}
        onChange={(doubleSticker) => set({ doubleSticker, stickerLayout: 'default', cellLayout: 'default' })}
      >
        {t('stickerForm.double')}
      </Switch>

      <fieldset className="sticker-form__photo">
        <legend className="ui-label">{t('stickerForm.image')}</legend>
        <div className="sticker-form__preview" data-double={draft.doubleSticker}>
          {thumb ? (
            <img
              src={thumb}
              alt=""
              style={{
                objectPosition: `${draft.cx * 100}% ${draft.cy * 100}%`,
                transform: `scale(${draft.cscale}) rotate(${draft.crotation}deg)`,
              }}
            />
          ) : (
            <span>{t('stickerForm.image.none')}</span>
          )}
        </div>
        {issues.warnings.length > 0 && (
          <p className="sticker-form__warning" role="status">
            <WarningIcon aria-hidden="true" /> {problems.problems(issues.warnings)}
          </p>
        )}
        <div className="sticker-form__row">
          {!readOnly && (
            <FileTrigger acceptedFileTypes={STICKER_PHOTO_TYPES} onSelect={(files) => void onPhoto(files)}>
              <Button size="sm" icon={<UploadIcon />} isPending={uploading}>
                {draft.image ? t('stickerForm.image.replace') : t('stickerForm.image.add')}
              </Button>
            </FileTrigger>
          )}
          {download && (
            <a
              className="ui-button sticker-form__download"
              href={download}
              download={image?.blob.filename ?? ''}
            >
              {t('stickerForm.image.download')}
            </a>
          )}
        </div>
        {draft.image && !readOnly && (
          <>
            <Slider
              label={t('stickerForm.crop.x')}
              value={draft.cx}
              minValue={0}
              maxValue={1}
              step={0.01}
              formatValue={percent}
              onChange={(cx) => set({ cx })}
            />
            <Slider
              label={t('stickerForm.crop.y')}
              value={draft.cy}
              minValue={0}
              maxValue={1}
              step={0.01}
              formatValue={percent}
              onChange={(cy) => set({ cy })}
            />
            <Slider
              label={t('stickerForm.crop.zoom')}
              value={draft.cscale}
              minValue={0.25}
              maxValue={9}
              step={0.01}
              scale={sqrtScale}
              formatValue={percent}
              onChange={(cscale) => set({ cscale })}
            />
            <div className="sticker-form__row">
              <Button size="sm" isDisabled={!image} isPending={detecting} onPress={() => void onFaceFit()}>
                {t('stickerForm.faceFit')}
              </Button>
              <Button
                size="sm"
                icon={<RotateIcon />}
                onPress={() => set({ crotation: (((draft.crotation + 90) % 360) + 360) % 360 })}
              >
                {t('stickerForm.rotate')}
              </Button>
            </div>
          </>
        )}
      </fieldset>

      <Select
        label={t('stickerForm.stickerLayout')}
        options={layoutOptions}
        value={draft.stickerLayout}
        onChange={(key) => set({ stickerLayout: String(key) })}
        isDisabled={readOnly}
      />
      <Select
        label={t('stickerForm.cellLayout')}
        options={layoutOptions}
        value={draft.cellLayout}
        onChange={(key) => set({ cellLayout: String(key) })}
        isDisabled={readOnly}
      />

      <div className="sticker-form__actions">
        {!isNew && !readOnly && (
          <Button variant="danger" onPress={() => void onDelete()}>
            {t('stickerForm.delete')}
          </Button>
        )}
        <span className="sticker-form__spacer" />
        <Button variant="ghost" onPress={onClose}>
          {t('common.cancel')}
        </Button>
        {!readOnly && (
          <Button variant="primary" type="submit">
            {t('common.save')}
          </Button>
        )}
      </div>
    </form>
  );
}

function layoutLabel(t: (id: string) => string, id: (typeof LAYOUTS)[number]): string {
  switch (id) {
    case 'default':
      return t('stickerForm.layout.default');
    case 'full':
      return t('stickerForm.layout.full');
    case 'textless':
      return t('stickerForm.layout.textless');
    case 'numberless':
      return t('stickerForm.layout.numberless');
  }
}

/** The chapters (non-static sections) in album order: what the chapter selects offer (a nameless one is `unnamed`). */
export function chapterOptions(editor: Editor, unnamed: string): Array<{ id: string; label: string }> {
  return albumOrder(editor.getState())
    .sections.filter((s) => !s.static)
    .map((s) => ({ id: s.id, label: s.name || unnamed }));
}
