/**
 * The checkout's product step: the album count (a slider within the category's range whose price is asked again
 * only when the thumb is released), the packaging, the event date and the optional features as cards in pairs with
 * what each adds (gross).
 */
import { useState } from 'react';
import { Radio, RadioGroup, Label } from 'react-aria-components';
import type { PricedCheckout } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Checkbox, Slider, TextField } from '@album/ui';
import type { Packaging, ProductChoice } from './checkout-form';

const PACKAGINGS: readonly Packaging[] = ['stickerpack', 'stickerbox_single_variety'];

export interface ProductStepProps {
  checkout: PricedCheckout;
  choice: ProductChoice;
  onChange(choice: Partial<ProductChoice>): void;
  /** Message id of the event date's failing rule (shown at the field). */
  releaseDateError: string | undefined;
  onReleaseDateBlur(): void;
}

export function ProductStep({
  checkout,
  choice,
  onChange,
  releaseDateError,
  onReleaseDateBlur,
}: ProductStepProps) {
  const intl = useIntl();
  // The thumb's value while it moves; the order (and its price) takes it on release.
  const [dragging, setDragging] = useState<number | null>(null);
  const range = checkout.album_count;
  return (
    <section className="checkout-product" aria-label={intl.formatMessage({ id: 'checkout.step.product' })}>
      <Slider
        label={intl.formatMessage({ id: 'checkout.product.count' })}
        minValue={range.min}
        maxValue={range.max}
        value={dragging ?? choice.noAlbums}
        onChange={setDragging}
        onChangeEnd={(noAlbums) => {
          setDragging(null);
          onChange({ noAlbums });
        }}
        formatValue={(count) => intl.formatMessage({ id: 'checkout.product.countValue' }, { count })}
        className="checkout-product__count"
      />
      <RadioGroup
        className="checkout-choice"
        value={choice.packaging}
        onChange={(value) => onChange({ packaging: value as Packaging })}
      >
        <Label className="ui-label">{intl.formatMessage({ id: 'checkout.product.packaging' })}</Label>
        <div className="checkout-choice__options">
          {PACKAGINGS.map((packaging) => (
            <Radio key={packaging} value={packaging} className="checkout-choice__option">
              <span className="checkout-choice__title">
                {intl.formatMessage({ id: `checkout.product.${packaging}.title` })}
              </span>
              <span className="checkout-choice__text">
                {intl.formatMessage({ id: `checkout.product.${packaging}.description` })}
              </span>
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <TextField
        label={intl.formatMessage({ id: 'checkout.product.eventDate' })}
        description={intl.formatMessage(
          { id: 'checkout.product.estimatedDelivery' },
          { date: checkout.estimated_delivery_date_human },
        )}
        type="date"
        name="release_date"
        value={choice.releaseDate}
        onChange={(releaseDate) => onChange({ releaseDate })}
        onBlur={onReleaseDateBlur}
        isRequired
        validationBehavior="aria"
        isInvalid={releaseDateError !== undefined}
        errorMessage={releaseDateError && intl.formatMessage({ id: releaseDateError })}
        className="checkout-product__date"
      />
      {checkout.available_features.length > 0 && (
        <fieldset className="checkout-features">
          <legend className="ui-label">{intl.formatMessage({ id: 'checkout.product.features' })}</legend>
          <div className="checkout-features__grid">
            {checkout.available_features.map((feature) => {
              const selected = choice.features.includes(feature.product);
              return (
                <div key={feature.product} className="checkout-feature" data-selected={selected || undefined}>
                  <Checkbox
                    isSelected={selected}
                    onChange={(on) =>
                      onChange({
                        features: on
                          ? [...choice.features, feature.product]
                          : choice.features.filter((product) => product !== feature.product),
                      })
                    }
                  >
                    <span className="checkout-feature__title">{feature.title}</span>
                  </Checkbox>
                  <p className="checkout-feature__text">{feature.text}</p>
                  <p className="checkout-feature__price">
                    {intl.formatMessage(
                      { id: 'checkout.product.featurePrice' },
                      { price: feature.amount_gross_human },
                    )}
                  </p>
                </div>
              );
            })}
          </div>
        </fieldset>
      )}
    </section>
  );
}
