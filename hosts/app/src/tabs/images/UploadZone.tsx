/**
 * The upload area of the images tab: a button opening the file picker (JPEG, PNG, SVG) and a zone files can be
 * dropped on. The files go to the uploader unfiltered, so its rules give the spec's messages (size, type, pixels,
 * at most 15 files) for picked and dropped files alike.
 */
import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useIntl } from '@album/i18n';
import { Button } from '@album/ui';

/** What the file picker offers (spec section 5: jpeg, png, svg). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/svg+xml,.jpg,.jpeg,.png,.svg';

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

export function UploadZone({
  onFiles,
  disabled = false,
}: {
  onFiles(files: File[]): void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    setOver(false);
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <div
      className="upload-zone"
      data-over={over || undefined}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={IMAGE_ACCEPT}
        data-testid="images-upload-input"
        aria-label={intl.formatMessage({ id: 'images.upload' })}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared so that choosing the same file again uploads it again.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button
        variant="primary"
        data-testid="images-upload-button"
        isDisabled={disabled}
        onPress={() => input.current?.click()}
      >
        {intl.formatMessage({ id: 'images.upload' })}
      </Button>
      <p className="upload-zone__hint">{intl.formatMessage({ id: 'images.dropHint' })}</p>
      <p className="upload-zone__rules">{intl.formatMessage({ id: 'images.accepted' })}</p>
    </div>
  );
}
