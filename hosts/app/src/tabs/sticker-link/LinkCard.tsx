/**
 * The sticker link's address with copy and share (spec section 2). Sharing uses the Web Share API where the
 * browser has it (phones mostly); the copy button works everywhere with a clipboard. What happened is announced
 * in a status line.
 */
import { useState } from 'react';
import { useIntl } from '@album/i18n';
import { Button, Card, TextField } from '@album/ui';
import { useAlbumSession } from '../../album/album-session';

/** The parts of `navigator` the card uses (tests pass their own). */
export interface ShareTarget {
  clipboard?: Pick<Clipboard, 'writeText'>;
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
}

export interface LinkCardProps {
  /** The full address, or null when this viewer may not share the album. */
  url: string | null;
  enabled: boolean;
  /** Defaults to the browser's `navigator`. */
  target?: ShareTarget;
}

type Status = 'copied' | 'copyFailed' | 'shared' | null;

export function LinkCard({ url, enabled, target = navigator as ShareTarget }: LinkCardProps) {
  const intl = useIntl();
  const { album } = useAlbumSession();
  const [status, setStatus] = useState<Status>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  if (url === null) {
    return (
      <Card title={t('stickerLink.link.title')} headingLevel={3} className="sticker-link-card">
        <p className="sticker-link-card__hint">{t('stickerLink.link.unavailable')}</p>
      </Card>
    );
  }

  const shareData: ShareData = {
    title: t('stickerLink.link.shareTitle', { title: album.title ?? '' }),
    text: t('stickerLink.link.shareText', { title: album.title ?? '' }),
    url,
  };
  const canShare = typeof target.share === 'function' && (target.canShare?.(shareData) ?? true);

  const copy = async () => {
    try {
      if (!target.clipboard) throw new Error('no clipboard');
      await target.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('copyFailed');
    }
  };
  const share = async () => {
    try {
      await target.share!(shareData);
      setStatus('shared');
    } catch {
      // Closing the share sheet rejects too (AbortError): nothing to report.
      setStatus(null);
    }
  };

  return (
    <Card title={t('stickerLink.link.title')} headingLevel={3} className="sticker-link-card">
      <TextField
        label={t('stickerLink.link.url')}
        value={url}
        isReadOnly
        className="sticker-link-card__url"
        description={enabled ? undefined : t('stickerLink.link.inactiveHint')}
      />
      <div className="sticker-link-card__actions">
        <Button variant="primary" size="sm" onPress={() => void copy()}>
          {t('stickerLink.link.copy')}
        </Button>
        {canShare && (
          <Button variant="secondary" size="sm" onPress={() => void share()}>
            {t('stickerLink.link.share')}
          </Button>
        )}
      </div>
      <p className="sticker-link-card__status" role="status">
        {status && t(`stickerLink.link.${status}`)}
      </p>
    </Card>
  );
}
