/** The checkout's three steps as an ordered list; the current one is marked for assistive technology. */
import { useIntl } from '@album/i18n';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-steps';

export function StepIndicator({ step }: { step: CheckoutStep }) {
  const intl = useIntl();
  const current = CHECKOUT_STEPS.indexOf(step);
  return (
    <ol className="checkout-steps" aria-label={intl.formatMessage({ id: 'checkout.steps' })}>
      {CHECKOUT_STEPS.map((key, index) => (
        <li
          key={key}
          className="checkout-steps__item"
          aria-current={index === current ? 'step' : undefined}
          data-done={index < current || undefined}
        >
          <span className="checkout-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          {intl.formatMessage({ id: `checkout.step.${key}` })}
        </li>
      ))}
    </ol>
  );
}
