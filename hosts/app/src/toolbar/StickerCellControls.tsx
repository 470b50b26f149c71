/**
 * Sticker cell commands: upload a sticker image into the cell (it replaces the image of the cell's sticker, or
 * creates a sticker of the spread's section for an empty cell), edit the sticker (the stickers tab with the cell
 * selected) and unlink the sticker from the cell (the sticker stays, unplaced).
 */
import { createId, spreadOf } from '@album/editor-core';
import type { ActionResult, AnyNode, Editor } from '@album/editor-core';
import { useEditor } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { useServices } from '../app/services';
import { useImageUploader } from '../tabs/images/upload-images';
import type { TabKey } from '../workspace/tabs';
import { ToolButton } from './controls';
import { FilePickButton } from './FilePickButton';
import { StickerEditIcon, UnlinkIcon, UploadIcon } from './icons';
import { useRunAction } from './use-run-action';

/** Sticker images are JPEG or PNG (editor-core's upload rules). */
const STICKER_ACCEPT = 'image/jpeg,image/png';

/** What {@link putStickerImage} did: `created` when the cell was empty and got a new sticker. */
export interface PutStickerResult {
  result: ActionResult;
  created: boolean;
}

const refused = (result: ActionResult): PutStickerResult => ({ result, created: false });

/**
 * Puts an uploaded sticker image into `cellId`: it replaces the image of the cell's sticker, or, for an empty cell,
 * becomes a new sticker of the spread's section placed in the cell (one undo step).
 */
export function putStickerImage(editor: Editor, cellId: string, imageId: string): PutStickerResult {
  const cell = editor.getNode(cellId);
  if (!cell || (cell.type !== 'StickerCell' && cell.type !== 'Sticker')) {
    return refused({ ok: false, reason: 'unknown-id' });
  }
  const stickerId = cell.props.stickerId;
  if (stickerId) return refused(editor.updateSticker(stickerId, { image: imageId }));
  const sectionId = spreadOf(editor.getState().nodes, cellId)?.parentId;
  if (!sectionId) return refused({ ok: false, reason: 'invalid-parent' });
  const began = editor.beginGesture();
  if (!began.ok) return refused(began);
  const id = createId();
  const added = editor.addSticker({ id, sectionId, name: '', image: imageId });
  const linked = added.ok ? editor.updateProps(cellId, { stickerId: id }) : added;
  if (!linked.ok) {
    editor.cancelGesture();
    return refused(linked);
  }
  editor.commitGesture();
  return { result: linked, created: true };
}

export function StickerCellControls({
  node,
  onOpenTab,
}: {
  node: AnyNode;
  onOpenTab(tab: TabKey | null): void;
}) {
  const intl = useIntl();
  const editor = useEditor();
  const run = useRunAction();
  const uploader = useImageUploader();
  const { analytics } = useServices();
  const t = (id: string) => intl.formatMessage({ id });
  const linked = (node.type === 'StickerCell' || node.type === 'Sticker') && node.props.stickerId !== null;
  return (
    <>
      <FilePickButton
        label={t('toolbar.sticker.upload')}
        icon={<UploadIcon />}
        testId="sticker-upload"
        accept={STICKER_ACCEPT}
        onFile={async (file) => {
          const [image] = await uploader.upload([file], { model: 'sticker' });
          if (!image) return;
          const { result, created } = putStickerImage(editor, node.id, image.id);
          if (run(result) && created) {
            analytics.track('Sticker Created', { source: 'toolbar' });
            analytics.track('Sticker Placed', { source: 'toolbar' });
          }
        }}
      />
      <ToolButton
        label={t('toolbar.sticker.edit')}
        icon={<StickerEditIcon />}
        testId="sticker-edit"
        onPress={() => {
          editor.select(node.id);
          onOpenTab('stickers');
        }}
      />
      <ToolButton
        label={t('toolbar.sticker.unlink')}
        icon={<UnlinkIcon />}
        testId="sticker-unlink"
        isDisabled={!linked}
        onPress={() => run(editor.unlinkStickerCell(node.id))}
      />
    </>
  );
}
