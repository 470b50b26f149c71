/**
 * The checkout (`/album/:albumId/checkout`, specification 001 sections 2 to 5, 8 and 9): three steps (preview,
 * product, contact) beside a summary of the priced order with the voucher box, the album's errors, the delivery
 * warning, and the submission with its states. The priced checkout is asked again whenever the order's options
 * change; the event date is the album's release date, so changing it here saves it on the album.
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CheckoutQuery, Order } from '@album/api-client';
import { ApiError } from '@album/api-client';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Button, Skeleton } from '@album/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useAlbumSession } from '../album/album-session';
import { deliveryTooLate, fieldOfServerError, orderForm } from './checkout-form';
import { canPressNext, nextStep, previousStep, type CheckoutStep, type SubmitState } from './checkout-steps';
import { CheckoutSummary, DeliveryWarning } from './CheckoutSummary';
import { ContactStep } from './ContactStep';
import { PreviewStep } from './PreviewStep';
import { ProductStep } from './ProductStep';
import { StepIndicator } from './StepIndicator';
import { OrderConfirmation } from './OrderConfirmation';
import { SubmitArea } from './SubmitArea';
import { VoucherBox } from './VoucherBox';
import { usePlaceOrder, usePricedCheckout } from './queries';
import { useCheckoutForm } from './use-checkout-form';

export function CheckoutScreen() {
  const intl = useIntl();
  const { albumId, album, user, updateAlbum } = useAlbumSession();
  const queryClient = useQueryClient();
  const category = album.blueprint_category ?? album.category;
  const form = useCheckoutForm(
    {
      user,
      language: intl.locale,
      releaseDate: album.releaseDate,
      organization: album.organization?.name ?? null,
    },
    category,
  );
  const [step, setStep] = useState<CheckoutStep>('preview');
  const [voucherCode, setVoucherCode] = useState<string | null>(null);
  const [submit, setSubmit] = useState<{ state: SubmitState; order?: Order; error?: string }>({
    state: 'PENDING',
  });
  // One key per visit of the checkout: a retried or repeated submission places one order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const place = usePlaceOrder(idempotencyKey);
  const { product, contact } = form;
  const query: CheckoutQuery = {
    ...(product.noAlbums === null ? {} : { no_albums: product.noAlbums }),
    country_code: contact.countryCode,
    sticker_packaging_type: product.packaging,
    order_features: product.features,
    ...(voucherCode ? { voucher_code: voucherCode } : {}),
  };
  const priced = usePricedCheckout(albumId, query);
  const checkout = priced.data;
  const stepRef = useRef<HTMLDivElement>(null);

  if (submit.state === 'SUCCESS' && submit.order) {
    return <OrderConfirmation order={submit.order} />;
  }
  if (priced.isError && !checkout) {
    return (
      // Section 8: a warning with a way back to the album.
      <div className="checkout-failed" role="alert">
        <p>
          <FormattedMessage id="checkout.loadFailed" />
        </p>
        <div className="checkout-failed__actions">
          <Button variant="secondary" onPress={() => void priced.refetch()}>
            {intl.formatMessage({ id: 'common.retry' })}
          </Button>
          <Link to={`/album/${encodeURIComponent(albumId)}`}>
            <FormattedMessage id="checkout.backToAlbum" />
          </Link>
        </div>
      </div>
    );
  }
  if (!checkout) {
    return (
      <div className="checkout" aria-busy="true">
        <Skeleton height={320} />
      </div>
    );
  }
  const albumErrors = checkout.errors.length;
  const noAlbums = product.noAlbums ?? checkout.no_albums;

  const goTo = (target: CheckoutStep | null) => {
    if (!target) return;
    setStep(target);
    // The new step's heading takes the focus, so keyboard and screen reader users start at its top.
    requestAnimationFrame(() => stepRef.current?.focus());
  };
  /**
   * The event date is the album's release date (the preflight checks it, the order prints it): saved when the field
   * is left or the step ends, not on every change (a typed year passes through 0002, 0020, 0202).
   */
  const saveEventDate = () => {
    const date = product.releaseDate;
    if (Object.keys(form.productErrors).length > 0 || date === album.releaseDate) return;
    updateAlbum({ title: album.title, releaseDate: date }).then(
      () => void queryClient.invalidateQueries({ queryKey: ['checkout', albumId] }),
      () => form.setServerError('releaseDate', 'checkout.validation.releaseDateNotSaved'),
    );
  };
  const onNext = () => {
    if (step === 'product' && Object.keys(form.productErrors).length > 0) {
      form.touch('releaseDate');
      return;
    }
    if (step === 'product') saveEventDate();
    goTo(nextStep(step));
  };
  const onSubmit = () => {
    if (Object.keys(form.contactErrors).length > 0 || Object.keys(form.productErrors).length > 0) {
      // Section 4: a failing local rule blocks the submission and puts the form in ERROR.
      form.showAllErrors();
      setSubmit({ state: 'ERROR', error: 'checkout.submit.invalid' });
      return;
    }
    setSubmit({ state: 'SUBMITTING' });
    place.mutate(orderForm(albumId, { ...product, noAlbums }, contact, voucherCode, category), {
      onSuccess: ({ order }) => setSubmit({ state: 'SUCCESS', order }),
      onError: (error) => {
        const field = error instanceof ApiError ? fieldOfServerError(error.field) : null;
        if (error instanceof ApiError && field) {
          const apiKey = `api.error.${error.code}`;
          form.setServerError(
            field,
            error.code !== 'invalid_input' && apiKey in intl.messages ? apiKey : 'checkout.validation.server',
          );
          setSubmit({ state: 'ERROR', error: 'checkout.submit.invalid' });
          return;
        }
        const apiKey = error instanceof ApiError ? `api.error.${error.code}` : '';
        setSubmit({ state: 'ERROR', error: apiKey in intl.messages ? apiKey : 'checkout.submit.failed' });
      },
    });
  };
  const late = deliveryTooLate(product.releaseDate, checkout.estimated_delivery_date);

  return (
    <div className="checkout" data-step={step}>
      <StepIndicator step={step} />
      <div className="checkout__layout">
        <div className="checkout__step">
          <h3 className="checkout__step-title" tabIndex={-1} ref={stepRef}>
            <FormattedMessage id={`checkout.step.${step}`} />
          </h3>
          {step === 'preview' && <PreviewStep albumId={albumId} />}
          {step === 'product' && (
            <ProductStep
              checkout={checkout}
              choice={{ ...product, noAlbums }}
              onChange={form.changeProduct}
              releaseDateError={form.shownProductErrors.releaseDate}
              onReleaseDateBlur={() => {
                form.touch('releaseDate');
                saveEventDate();
              }}
            />
          )}
          {step === 'contact' && (
            <ContactStep
              form={contact}
              category={category}
              errors={form.shownContactErrors}
              onChange={form.changeContact}
              onBlur={form.touch}
            />
          )}
        </div>
        <aside className="checkout__aside">
          <CheckoutSummary checkout={checkout} updating={priced.isFetching} />
          {late && <DeliveryWarning eventDate={product.releaseDate} checkout={checkout} />}
          <VoucherBox voucher={checkout.voucher} loading={priced.isFetching} onApply={setVoucherCode} />
        </aside>
      </div>
      <div className="checkout__nav">
        {previousStep(step) && (
          <Button
            variant="secondary"
            onPress={() => goTo(previousStep(step))}
            isDisabled={submit.state === 'SUBMITTING'}
          >
            {intl.formatMessage({ id: 'common.back' })}
          </Button>
        )}
        <span className="checkout__nav-gap" />
        {step !== 'contact' ? (
          <Button
            variant="primary"
            onPress={onNext}
            isDisabled={!canPressNext(step, albumErrors)}
            data-testid="checkout-next"
          >
            {intl.formatMessage({ id: 'common.next' })}
          </Button>
        ) : (
          <SubmitArea
            state={submit.state}
            error={submit.error}
            printConsent={contact.printConsent}
            albumErrors={albumErrors}
            onSubmit={onSubmit}
            onAcknowledge={() => setSubmit({ state: 'PENDING' })}
          />
        )}
      </div>
    </div>
  );
}
