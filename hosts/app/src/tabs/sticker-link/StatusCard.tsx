/**
 * The sticker link's status card: a switch that opens or closes the link (spec section 4: the link is active or
 * inactive), saved at once through `PATCH /albums/:id`. An open link without a message (the message is required,
 * section 5) is pointed out rather than refused, so opening the link never depends on the form below.
 */
import { useState } from 'react';
import { useIntl, useProblemFormatter } from '@album/i18n';
import { Badge, Card, Switch, WarningIcon } from '@album/ui';
import { useAlbumSession } from '../../album/album-session';
import { useNotify } from '../../toasts/use-notify';
import { errorText } from './error-text';

export function StatusCard({ readOnly }: { readOnly: boolean }) {
  const intl = useIntl();
  const problems = useProblemFormatter();
  const notify = useNotify();
  const { album, updateAlbum } = useAlbumSession();
  // Shown at once while saving; the session's album holds the saved value afterwards.
  const [pending, setPending] = useState<boolean | null>(null);
  const enabled = pending ?? album.stickerUploadEnabled === true;
  const t = (id: string) => intl.formatMessage({ id });

  const toggle = async (next: boolean) => {
    setPending(next);
    try {
      await updateAlbum({ stickerUploadEnabled: next });
    } catch (caught) {
      notify('error', { text: errorText(caught, problems) });
    } finally {
      setPending(null);
    }
  };

  return (
    <Card
      title={t('stickerLink.status.title')}
      headingLevel={3}
      className="sticker-link-card"
      actions={
        <Badge tone={enabled ? 'success' : 'neutral'}>
          {t(enabled ? 'stickerLink.status.on' : 'stickerLink.status.off')}
        </Badge>
      }
    >
      <Switch
        isSelected={enabled}
        isDisabled={readOnly || pending !== null}
        onChange={(next) => void toggle(next)}
      >
        {t('stickerLink.status.switch')}
      </Switch>
      <p className="sticker-link-card__hint">
        {t(enabled ? 'stickerLink.status.active' : 'stickerLink.status.inactive')}
      </p>
      {enabled && !album.stickerUploadContent?.trim() && (
        <p className="sticker-link-card__hint sticker-link-card__hint--warning">
          <WarningIcon /> {t('stickerLink.status.noMessage')}
        </p>
      )}
    </Card>
  );
}
