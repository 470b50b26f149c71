/**
 * The photo check's verdict on the selected upload: passed, or what to look at (the hints of the failed checks,
 * `stickerUploads.photoCheck.<code>`, for the codes this build knows). Nothing without a verdict.
 */
import type { StickerUpload } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Badge } from '@album/ui';
import { photoCheckOf } from './photo-check';

export function PhotoCheckNote({ upload }: { upload: StickerUpload }) {
  const intl = useIntl();
  const check = photoCheckOf(upload);
  if (!check) return null;
  if (check.ok) {
    return (
      <Badge tone="success" className="sticker-uploads__check">
        {intl.formatMessage({ id: 'stickerUploads.photoCheck.ok' })}
      </Badge>
    );
  }
  const hints = check.failing
    .map((code) => `stickerUploads.photoCheck.${code}`)
    .filter((id) => id in intl.messages)
    .map((id) => intl.formatMessage({ id }));
  return (
    <div className="sticker-uploads__check-result">
      <Badge tone="warning" className="sticker-uploads__check">
        {intl.formatMessage({ id: 'stickerUploads.photoCheck.warning' })}
      </Badge>
      {hints.length > 0 && (
        <ul className="sticker-uploads__hints">
          {hints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
