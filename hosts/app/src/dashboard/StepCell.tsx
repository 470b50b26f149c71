import { useIntl } from '@album/i18n';
import type { OrderStatusStep } from '@album/api-client';
import { formatDay } from './dates';
import { stepUrgency } from '../orders/order-colours';

/**
 * One of an order's transfer, albums and shipment steps in a table cell: a tick with the day (and the step's link)
 * when done, else the planned day coloured by its urgency (`stepUrgency`: red once past, yellow within the
 * current week). The colour's meaning is also said in words for screen readers.
 */
export function StepCell({ step, now }: { step: OrderStatusStep; now: Date }) {
  const intl = useIntl();
  const tone = stepUrgency(step, now);
  const day = formatDay(intl, step.date);
  if (tone === 'done') {
    const done = (
      <>
        <span aria-hidden="true">✓ </span>
        <span className="ui-visually-hidden">{intl.formatMessage({ id: 'dashboard.step.done' })} </span>
        {day}
      </>
    );
    return (
      <span className="step-cell" data-tone={tone}>
        {step.target_url ? (
          <a href={step.target_url} target="_blank" rel="noopener noreferrer">
            {done}
          </a>
        ) : (
          done
        )}
      </span>
    );
  }
  if (tone === 'none' || !day) return <span className="step-cell step-cell--empty">–</span>;
  return (
    <span className="step-cell" data-tone={tone}>
      {day}
      {(tone === 'overdue' || tone === 'this-week') && (
        <span className="ui-visually-hidden"> ({intl.formatMessage({ id: `dashboard.step.${tone}` })})</span>
      )}
    </span>
  );
}
