/**
 * The stickers tab's card of new uploads from the sticker link (spec section 2): how many wait, as a count badge,
 * and the button that opens the uploads modal to collect them. Hidden while nothing waits. The count comes from
 * the shared feed polled every 30 s.
 */
import { useState } from 'react';
import { useIntl } from '@album/i18n';
import { Badge, Button, Card } from '@album/ui';
import { useAlbumSession } from '../../album/album-session';
import { StickerUploadsModal } from './StickerUploadsModal';
import { useStickerUploads } from './use-sticker-uploads';
import './sticker-link.css';

export function NewUploadsCard() {
  const intl = useIntl();
  const { mode } = useAlbumSession();
  const { pending, feed } = useStickerUploads();
  const [open, setOpen] = useState(false);
  const count = pending?.length ?? 0;
  if (count === 0 || !feed) return null;
  return (
    <Card
      title={intl.formatMessage({ id: 'stickerUploads.card.title' })}
      headingLevel={3}
      className="new-uploads-card"
      actions={
        <Badge tone="primary" aria-label={intl.formatMessage({ id: 'stickerUploads.card.badge' }, { count })}>
          {intl.formatNumber(count)}
        </Badge>
      }
    >
      <p className="new-uploads-card__text">
        {intl.formatMessage({ id: 'stickerUploads.card.text' }, { count })}
      </p>
      <Button variant="primary" size="sm" isDisabled={mode !== 'edit'} onPress={() => setOpen(true)}>
        {intl.formatMessage({ id: 'stickerUploads.card.collect' })}
      </Button>
      {open && <StickerUploadsModal uploads={pending ?? []} feed={feed} onClose={() => setOpen(false)} />}
    </Card>
  );
}
