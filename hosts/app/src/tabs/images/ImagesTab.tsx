/**
 * The images tab (spec section 2): a dismissible hint, the upload button and drop zone with per-file progress, the
 * album's image library (drag onto the canvas, click or Enter to place, delete with confirmation) and the stock
 * photo panel. In preview mode the library is shown only.
 */
import { useIntl } from '@album/i18n';
import { useAlbumSession } from '../../album/album-session';
import type { TabPanelProps } from '../../workspace/TabPanelContent';
import { HintCard } from './HintCard';
import { ImageLibrary } from './ImageLibrary';
import { StockPanel } from './StockPanel';
import { UploadProgress } from './UploadProgress';
import { UploadZone } from './UploadZone';
import { useImageUploader } from './upload-images';
import { useAddStockPhoto } from './use-add-stock-photo';
import { useDeleteImage } from './use-delete-image';
import { usePlaceImage } from './use-place-image';
import './images-tab.css';

export function ImagesTab(_props: TabPanelProps) {
  const intl = useIntl();
  const { mode } = useAlbumSession();
  const readOnly = mode !== 'edit';
  const uploader = useImageUploader();
  const place = usePlaceImage();
  const deleteImage = useDeleteImage();
  const addStockPhoto = useAddStockPhoto(uploader, place);

  return (
    <section className="tab-panel images-tab" aria-labelledby="images-tab-title">
      <h2 id="images-tab-title" className="tab-panel__title">
        {intl.formatMessage({ id: 'tabs.images' })}
      </h2>
      {!readOnly && <HintCard hint="images" messageId="images.hint" />}
      {!readOnly && <UploadZone onFiles={(files) => void uploader.upload(files)} />}
      <UploadProgress uploads={uploader.uploads} />
      <section className="images-tab__library" aria-labelledby="images-tab-library">
        <h3 id="images-tab-library" className="images-tab__heading">
          {intl.formatMessage({ id: 'images.library' })}
        </h3>
        <ImageLibrary
          readOnly={readOnly}
          onPlace={(imageId) => void place(imageId)}
          onDelete={(image) => void deleteImage(image)}
        />
      </section>
      {!readOnly && <StockPanel onAdd={addStockPhoto} />}
    </section>
  );
}
