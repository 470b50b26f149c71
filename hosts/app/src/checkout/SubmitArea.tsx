/**
 * The submission of the checkout (specification 001, section 4): the submit button while PENDING (it needs the print
 * consent and an album without errors), a spinner while SUBMITTING, and on ERROR the message with OK, which returns
 * to PENDING. SUCCESS replaces the whole checkout with the confirmation.
 */
import { FormattedMessage, useIntl } from '@album/i18n';
import { Button, Spinner } from '@album/ui';
import { canPressSubmit, type SubmitState } from './checkout-steps';

export interface SubmitAreaProps {
  state: SubmitState;
  /** Message id of the error (ERROR). */
  error: string | undefined;
  printConsent: boolean;
  albumErrors: number;
  onSubmit(): void;
  onAcknowledge(): void;
}

export function SubmitArea({
  state,
  error,
  printConsent,
  albumErrors,
  onSubmit,
  onAcknowledge,
}: SubmitAreaProps) {
  const intl = useIntl();
  if (state === 'ERROR') {
    return (
      <div className="checkout-submit checkout-submit--error" role="alert" data-testid="submit-error">
        <p>
          <FormattedMessage id={error ?? 'checkout.submit.failed'} />
        </p>
        <Button variant="secondary" onPress={onAcknowledge} autoFocus>
          {intl.formatMessage({ id: 'common.ok' })}
        </Button>
      </div>
    );
  }
  if (state === 'SUBMITTING') {
    return (
      <div className="checkout-submit" role="status">
        <Spinner aria-label={intl.formatMessage({ id: 'checkout.submit.sending' })} />
        <FormattedMessage id="checkout.submit.sending" />
      </div>
    );
  }
  return (
    <Button
      variant="primary"
      onPress={onSubmit}
      isDisabled={!canPressSubmit(state, printConsent, albumErrors)}
      data-testid="checkout-submit"
    >
      {intl.formatMessage({ id: 'checkout.submit' })}
    </Button>
  );
}
