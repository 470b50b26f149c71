import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Order, OrderEdit } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Button, Card, TextField } from '@album/ui';
import { useApiProblem } from '../../session/api-problem';
import { formatEuros, grossFromNet, parseEuros } from './amounts';
import { errorAt, isFieldError } from './field-error';
import { useUpdateOrder } from './queries';
import { useFailure } from './use-failure';

const FIELDS = ['name', 'email', 'comment', 'amount', 'amount_gross'] as const;
type Field = (typeof FIELDS)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The order's details: name, e-mail, comment and the amounts. Typing the net amount shows the gross at once
 * (net x 1.19, truncated); the gross can then be corrected by hand and is sent as typed. A value the form refuses,
 * or the server answers 400 for, shows at its field.
 */
export function DetailsForm({ order }: { order: Order }) {
  const intl = useIntl();
  const problem = useApiProblem();
  const fail = useFailure();
  const update = useUpdateOrder(order.id);
  const [name, setName] = useState(order.name);
  const [email, setEmail] = useState(order.email);
  const [comment, setComment] = useState(order.comment ?? '');
  const [net, setNet] = useState(() => formatEuros(order.amount, intl.locale));
  const [gross, setGross] = useState(() => formatEuros(order.amount_gross, intl.locale));
  const [grossTyped, setGrossTyped] = useState(false);
  const [checked, setChecked] = useState(false);

  const netCents = parseEuros(net);
  const grossCents = parseEuros(gross);
  const local: Partial<Record<Field, string>> = {};
  if (name.trim() === '') local.name = 'orderAdmin.error.nameRequired';
  if (!EMAIL.test(email.trim())) local.email = 'orderAdmin.error.email';
  if (comment.length > 1000) local.comment = 'orderAdmin.error.commentLength';
  if (netCents === null) local.amount = 'orderAdmin.error.amount';
  if (grossCents === null) local.amount_gross = 'orderAdmin.error.amount';
  const message = (field: Field): string | undefined => {
    const server = errorAt(update.error, field);
    if (server) return problem(server);
    const id = checked ? local[field] : undefined;
    return id && intl.formatMessage({ id });
  };
  const fieldProps = (field: Field) => {
    const error = message(field);
    return { isInvalid: error !== undefined, errorMessage: error };
  };

  const changeNet = (value: string) => {
    setNet(value);
    const cents = parseEuros(value);
    // The gross follows the net live; a gross typed by hand gives way to a new net.
    if (cents !== null) setGross(formatEuros(grossFromNet(cents), intl.locale));
    setGrossTyped(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(local).length > 0 || netCents === null || grossCents === null) return;
    const edit: OrderEdit = {
      name: name.trim(),
      email: email.trim(),
      comment: comment.trim() === '' ? null : comment,
      amount: netCents,
      // Only a hand-typed gross is sent: otherwise the server derives it with the same rule.
      ...(grossTyped ? { amount_gross: grossCents } : {}),
    };
    update.mutate(edit, {
      onError: (error) => !isFieldError(error, FIELDS) && fail('orderAdmin.saveFailed', error),
    });
  };

  return (
    <Card title={intl.formatMessage({ id: 'orderAdmin.details' })} headingLevel={3}>
      <form className="order-admin__form" onSubmit={submit} noValidate data-testid="order-details-form">
        <TextField
          label={intl.formatMessage({ id: 'orderAdmin.name' })}
          value={name}
          onChange={setName}
          isRequired
          {...fieldProps('name')}
        />
        <TextField
          label={intl.formatMessage({ id: 'orderAdmin.email' })}
          type="email"
          value={email}
          onChange={setEmail}
          isRequired
          {...fieldProps('email')}
        />
        <TextField
          label={intl.formatMessage({ id: 'orderAdmin.comment' })}
          value={comment}
          onChange={setComment}
          multiline
          {...fieldProps('comment')}
        />
        <div className="order-admin__row">
          <TextField
            label={intl.formatMessage({ id: 'orderAdmin.net' })}
            inputMode="decimal"
            value={net}
            onChange={changeNet}
            isRequired
            data-testid="order-net"
            {...fieldProps('amount')}
          />
          <TextField
            label={intl.formatMessage({ id: 'orderAdmin.gross' })}
            description={intl.formatMessage({ id: 'orderAdmin.gross.hint' })}
            inputMode="decimal"
            value={gross}
            onChange={(value) => {
              setGross(value);
              setGrossTyped(true);
            }}
            isRequired
            data-testid="order-gross-input"
            {...fieldProps('amount_gross')}
          />
        </div>
        <div className="order-admin__actions">
          <Button type="submit" variant="primary" isDisabled={update.isPending}>
            {intl.formatMessage({ id: 'common.save' })}
          </Button>
          <p role="status" className="order-admin__status">
            {update.isSuccess && intl.formatMessage({ id: 'orderAdmin.saved' })}
          </p>
        </div>
      </form>
    </Card>
  );
}
