/**
 * The progress of the running uploads: a summary line (image n of m) and one bar per file with its name and state.
 */
import { useIntl } from '@album/i18n';
import { ProgressBar } from '@album/ui';
import type { UploadState } from './upload-state';

function labelId(upload: UploadState): string | null {
  if (upload.status === 'queued') return 'images.uploadQueued';
  if (upload.status === 'creating') return 'images.uploadProcessing';
  return null;
}

export function UploadProgress({ uploads }: { uploads: readonly UploadState[] }) {
  const intl = useIntl();
  if (uploads.length === 0) return null;
  const finished = uploads.filter((u) => u.status === 'done' || u.status === 'failed').length;
  const current = Math.min(finished + 1, uploads.length);
  return (
    <div className="upload-progress" data-testid="upload-progress" aria-live="polite">
      <p className="upload-progress__summary">
        {intl.formatMessage({ id: 'images.uploading' }, { done: current, total: uploads.length })}
      </p>
      <ul className="upload-progress__list">
        {uploads.map((upload) => {
          const id = labelId(upload);
          return (
            <li key={upload.key} data-status={upload.status}>
              <ProgressBar
                label={id ? intl.formatMessage({ id }, { name: upload.name }) : upload.name}
                value={Math.round(upload.progress * 100)}
                isIndeterminate={upload.status === 'creating'}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
