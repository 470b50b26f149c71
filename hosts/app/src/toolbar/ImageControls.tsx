/**
 * Image element commands: upload a picture into the frame (or replace its picture), crop (the canvas's image edit
 * mode, see {@link CropControls}), flip horizontally or vertically, and the colour adjustments of a placed picture
 * (filters and gradient map, see {@link ImageAdjustControls}).
 */
import type { AnyNode } from '@album/editor-core';
import { useEditor } from '@album/editor-react';
import type { UseElementPropsResult } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { useServices } from '../app/services';
import { useImageUploader } from '../tabs/images/upload-images';
import { ToolButton } from './controls';
import { FilePickButton } from './FilePickButton';
import { ImageAdjustControls } from './ImageAdjustControls';
import { CropIcon, FlipHorizontalIcon, FlipVerticalIcon, UploadIcon } from './icons';
import { useRunAction } from './use-run-action';

/** Image types an album image may have (editor-core's upload rules check them again). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/svg+xml';

export function ImageControls({ node, element }: { node: AnyNode; element: UseElementPropsResult }) {
  const intl = useIntl();
  const editor = useEditor();
  const run = useRunAction();
  const uploader = useImageUploader();
  const { analytics } = useServices();
  const t = (id: string) => intl.formatMessage({ id });
  const hasImage = node.type === 'Image' && node.props.image !== null;
  return (
    <>
      <FilePickButton
        label={t(hasImage ? 'toolbar.image.replace' : 'toolbar.image.upload')}
        icon={<UploadIcon />}
        testId="image-replace"
        accept={IMAGE_ACCEPT}
        onFile={async (file) => {
          const [image] = await uploader.upload([file]);
          if (!image) return;
          // A new picture starts centred and just covering the frame.
          const placed = editor.updateProps(node.id, {
            image: image.id,
            cx: 0.5,
            cy: 0.5,
            cscale: 1,
            crotation: 0,
          });
          if (run(placed)) analytics.track('Background Image Placed', { source: 'toolbar' });
        }}
      />
      <ToolButton
        label={t('toolbar.crop')}
        icon={<CropIcon />}
        testId="image-crop"
        isDisabled={!hasImage}
        onPress={() => void editor.editImage(node.id)}
      />
      <ToolButton
        label={t('toolbar.flip.horizontal')}
        icon={<FlipHorizontalIcon />}
        testId="image-flip-h"
        onPress={() => run(element.flip('horizontal'))}
      />
      <ToolButton
        label={t('toolbar.flip.vertical')}
        icon={<FlipVerticalIcon />}
        testId="image-flip-v"
        onPress={() => run(element.flip('vertical'))}
      />
      {node.type === 'Image' && hasImage && <ImageAdjustControls id={node.id} props={node.props} />}
    </>
  );
}
