/**
 * The phone field of the checkout: the country (flag and dialling prefix) and the number. The number takes digits
 * and spaces, at most 20 characters; the prefix is added when the order is sent (`formatPhone`).
 */
import { useIntl } from '@album/i18n';
import { Select, TextField } from '@album/ui';
import { DIALLING_PREFIXES, flagOf, isPhoneCountry, PHONE_COUNTRIES, countryName } from './countries';
import type { PhoneCountry } from './countries';
import { PHONE_MAX_LENGTH } from './checkout-form';

export interface PhoneFieldProps {
  country: PhoneCountry;
  number: string;
  onCountry(country: PhoneCountry): void;
  onNumber(number: string): void;
  onBlur(): void;
  /** The translated message of the failing rule. */
  error: string | undefined;
}

export function PhoneField({ country, number, onCountry, onNumber, onBlur, error }: PhoneFieldProps) {
  const intl = useIntl();
  const options = PHONE_COUNTRIES.map((code) => ({
    id: code,
    label: `${flagOf(code)} ${DIALLING_PREFIXES[code]}`,
    description: countryName(code, intl.locale),
  }));
  return (
    <div className="checkout-phone">
      <Select
        label={intl.formatMessage({ id: 'checkout.contact.areaCode' })}
        options={options}
        selectedKey={country}
        onSelectionChange={(key) => typeof key === 'string' && isPhoneCountry(key) && onCountry(key)}
        className="checkout-phone__country"
      />
      <TextField
        label={intl.formatMessage({ id: 'checkout.contact.phone' })}
        name="phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        value={number}
        onChange={onNumber}
        onBlur={onBlur}
        maxLength={PHONE_MAX_LENGTH}
        isRequired
        validationBehavior="aria"
        isInvalid={error !== undefined}
        errorMessage={error}
        className="checkout-phone__number"
      />
    </div>
  );
}
