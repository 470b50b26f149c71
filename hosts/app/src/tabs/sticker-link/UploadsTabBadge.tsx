/**
 * The stickers tab's badge: how many sticker-link uploads wait to be collected (none while nothing waits). It reads
 * the same feed as the tab's card, so showing both costs one listing per 30 s.
 */
import { useIntl } from '@album/i18n';
import { Badge } from '@album/ui';
import { useStickerUploads } from './use-sticker-uploads';

export function UploadsTabBadge() {
  const intl = useIntl();
  const { pending } = useStickerUploads();
  const count = pending?.length ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      tone="primary"
      className="tab-badge"
      aria-label={intl.formatMessage({ id: 'tabs.stickers.uploads' }, { count })}
    >
      {intl.formatNumber(count)}
    </Badge>
  );
}
