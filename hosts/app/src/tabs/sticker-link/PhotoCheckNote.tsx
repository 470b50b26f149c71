/**
 * The photo check's verdict on an upload, when the server sends one (`photo_check` of `GET
 * /albums/:id/sticker_uploads`). The field is optional and read defensively: an answer without it, or with a
 * verdict this build does not know, shows nothing rather than guessing.
 */
import type { StickerUpload } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Badge } from '@album/ui';
import type { BadgeTone } from '@album/ui';

export type PhotoVerdict = 'ok' | 'warning' | 'rejected';

const TONES: Record<PhotoVerdict, BadgeTone> = { ok: 'success', warning: 'warning', rejected: 'danger' };

/** Verdict names the checker may use, mapped to the three the editor shows. */
const ALIASES: Record<string, PhotoVerdict> = {
  ok: 'ok',
  pass: 'ok',
  passed: 'ok',
  good: 'ok',
  warning: 'warning',
  warn: 'warning',
  review: 'warning',
  rejected: 'rejected',
  reject: 'rejected',
  fail: 'rejected',
  failed: 'rejected',
  bad: 'rejected',
};

/** The verdict of `upload`'s photo check, or null when there is none (or none this build knows). */
export function photoVerdict(upload: StickerUpload): PhotoVerdict | null {
  const check: unknown = (upload as StickerUpload & { photo_check?: unknown }).photo_check;
  const verdict =
    typeof check === 'string'
      ? check
      : check && typeof check === 'object' && typeof (check as { verdict?: unknown }).verdict === 'string'
        ? (check as { verdict: string }).verdict
        : null;
  return verdict ? (ALIASES[verdict.toLowerCase()] ?? null) : null;
}

export function PhotoCheckNote({ upload }: { upload: StickerUpload }) {
  const intl = useIntl();
  const verdict = photoVerdict(upload);
  if (!verdict) return null;
  return (
    <Badge tone={TONES[verdict]} className="sticker-uploads__check">
      {intl.formatMessage({ id: `stickerUploads.photoCheck.${verdict}` })}
    </Badge>
  );
}
