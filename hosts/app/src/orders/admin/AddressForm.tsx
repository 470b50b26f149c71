import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Order, OrderAddressEdit } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Button, Card, Select, TextField } from '@album/ui';
import { countryName, PHONE_COUNTRIES } from '../../checkout/countries';
import { useApiProblem } from '../../session/api-problem';
import { errorAt, isFieldError } from './field-error';
import { useUpdateAddress } from './queries';
import { useFailure } from './use-failure';

type Field = keyof OrderAddressEdit;
const FIELDS: readonly Field[] = [
  'organization',
  'first_name',
  'last_name',
  'address1',
  'address2',
  'zip_code',
  'city',
  'country_code',
  'phone',
];
const REQUIRED = new Set<Field>(['first_name', 'last_name', 'address1', 'zip_code', 'city', 'country_code']);
const MAX_LENGTH = 100;

type Values = Record<Field, string>;

function valuesOf(order: Order): Values {
  const address = order.shipping_address;
  return Object.fromEntries(FIELDS.map((field) => [field, address?.[field] ?? ''])) as Values;
}

/**
 * The shipping address (spec 001 section 7: `PATCH` of the order's address). The same fields as the checkout;
 * the country list is the checkout's address list (delivery countries and GB).
 */
export function AddressForm({ order }: { order: Order }) {
  const intl = useIntl();
  const problem = useApiProblem();
  const fail = useFailure();
  const update = useUpdateAddress(order.id);
  const [values, setValues] = useState(() => valuesOf(order));
  const [checked, setChecked] = useState(false);
  const missing = (field: Field) => REQUIRED.has(field) && values[field].trim() === '';
  const message = (field: Field): string | undefined => {
    const server = errorAt(update.error, field);
    if (server) return problem(server);
    return checked && missing(field) ? intl.formatMessage({ id: 'orderAdmin.error.required' }) : undefined;
  };
  const field = (name: Field) => {
    const error = message(name);
    return {
      label: intl.formatMessage({ id: `orderAdmin.address.${name}` }),
      value: values[name],
      onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
      isRequired: REQUIRED.has(name),
      maxLength: MAX_LENGTH,
      isInvalid: error !== undefined,
      errorMessage: error,
    };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (FIELDS.some(missing)) return;
    // Optional fields left empty are cleared (null), the others sent trimmed.
    const edit = Object.fromEntries(
      FIELDS.map((name) => [name, values[name].trim() === '' ? null : values[name].trim()]),
    ) as OrderAddressEdit;
    update.mutate(edit, {
      onError: (error) => !isFieldError(error, FIELDS) && fail('orderAdmin.saveFailed', error),
    });
  };
  const country = message('country_code');
  return (
    <Card title={intl.formatMessage({ id: 'orderAdmin.address' })} headingLevel={3}>
      <form className="order-admin__form" onSubmit={submit} noValidate data-testid="order-address-form">
        <TextField {...field('organization')} autoComplete="organization" />
        <div className="order-admin__row">
          <TextField {...field('first_name')} autoComplete="given-name" />
          <TextField {...field('last_name')} autoComplete="family-name" />
        </div>
        <TextField {...field('address1')} autoComplete="address-line1" />
        <TextField {...field('address2')} autoComplete="address-line2" />
        <div className="order-admin__row">
          <TextField {...field('zip_code')} autoComplete="postal-code" />
          <TextField {...field('city')} autoComplete="address-level2" />
        </div>
        <div className="order-admin__row">
          <Select
            label={intl.formatMessage({ id: 'orderAdmin.address.country_code' })}
            options={PHONE_COUNTRIES.map((code) => ({ id: code, label: countryName(code, intl.locale) }))}
            selectedKey={values.country_code || null}
            onSelectionChange={(key) => setValues((current) => ({ ...current, country_code: String(key) }))}
            isRequired
            isInvalid={country !== undefined}
            errorMessage={country}
          />
          <TextField {...field('phone')} type="tel" autoComplete="tel" />
        </div>
        <div className="order-admin__actions">
          <Button type="submit" variant="primary" isDisabled={update.isPending}>
            {intl.formatMessage({ id: 'orderAdmin.address.save' })}
          </Button>
          <p role="status" className="order-admin__status">
            {update.isSuccess && intl.formatMessage({ id: 'orderAdmin.saved' })}
          </p>
        </div>
      </form>
    </Card>
  );
}
