/**
 * The three steps of an order (transfer, albums, shipment) with the specification's colours: a done step shows a
 * tick, its date and its link when there is one; a pending date is red once past and yellow within this week.
 */
import type { OrderStatusStep, OrderSummary } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { formatDay } from '../start/album-dates';
import { stepUrgency } from './order-colours';

const STEPS = ['transfer_status', 'albums_status', 'shipment_status'] as const;

function Step({ name, step, now }: { name: string; step: OrderStatusStep; now: Date }) {
  const intl = useIntl();
  const urgency = stepUrgency(step, now);
  const date = step.date ? formatDay(step.date) : null;
  const state = intl.formatMessage({ id: `orders.step.${urgency}` }, { date: date ?? '' });
  return (
    <li className="order-step" data-urgency={urgency}>
      <span className="order-step__name">{name}</span>
      <span className="order-step__state">
        {urgency === 'done' && <span aria-hidden="true">✓ </span>}
        {state}
        {urgency === 'done' && step.target_url && (
          <>
            {' '}
            <a href={step.target_url} target="_blank" rel="noreferrer">
              {intl.formatMessage({ id: 'orders.step.link' })}
            </a>
          </>
        )}
      </span>
    </li>
  );
}

export function OrderSteps({ order, now = new Date() }: { order: OrderSummary; now?: Date }) {
  const intl = useIntl();
  return (
    <ul className="order-steps" aria-label={intl.formatMessage({ id: 'orders.steps' })}>
      {STEPS.map((key) => (
        <Step key={key} name={intl.formatMessage({ id: `orders.${key}` })} step={order[key]} now={now} />
      ))}
    </ul>
  );
}
