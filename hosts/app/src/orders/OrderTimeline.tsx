/** The timeline of an order's updates, newest first, each with its signal's badge colour, message and link. */
import type { OrderUpdate } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Badge } from '@album/ui';
import { formatDay } from '../start/album-dates';
import { signalTone } from './order-colours';

export function OrderTimeline({ updates }: { updates: readonly OrderUpdate[] }) {
  const intl = useIntl();
  if (updates.length === 0)
    return <p className="order-detail__muted">{intl.formatMessage({ id: 'orders.timeline.empty' })}</p>;
  const newestFirst = [...updates].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <ol className="order-timeline" data-testid="order-timeline">
      {newestFirst.map((update) => (
        <li key={update.id} className="order-timeline__item">
          <Badge tone={signalTone(update.signal)}>{update.human_title}</Badge>
          <time dateTime={update.created_at} className="order-detail__muted">
            {formatDay(update.created_at)}
          </time>
          {update.message && <p className="order-timeline__message">{update.message}</p>}
          {update.target_url && (
            <a href={update.target_url} target="_blank" rel="noreferrer">
              {intl.formatMessage({ id: 'orders.step.link' })}
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
