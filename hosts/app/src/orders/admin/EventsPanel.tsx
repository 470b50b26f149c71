import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Order } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Badge, Button, Card, Checkbox, Select, TextField } from '@album/ui';
import { useApiProblem } from '../../session/api-problem';
import { signalTone } from '../order-colours';
import { eventInput, eventProblems, extraOf } from './event-rules';
import type { EventDraft } from './event-rules';
import { errorAt, isFieldError } from './field-error';
import { useOrderEvents } from './queries';
import { useFailure } from './use-failure';

const EMPTY: EventDraft = { signal: '', trackingCode: '', trackingUrl: '', emailCustomer: false };

/**
 * The order's events: the ones it has, as coloured badges, and a form that adds one of the signals not used yet
 * (with the tracking code or tracking address the signal asks for). When every signal is used, a message says so.
 */
export function EventsPanel({ order }: { order: Order }) {
  const intl = useIntl();
  const problem = useApiProblem();
  const fail = useFailure();
  const events = useOrderEvents(order.id);
  const [draft, setDraft] = useState(EMPTY);
  const [checked, setChecked] = useState(false);
  const open = events.signals.data?.signals.filter((signal) => !signal.used) ?? [];
  const problems = eventProblems(draft);
  const message = (field: string) => {
    const server = errorAt(events.add.error, field);
    if (server) return problem(server);
    const local = checked ? problems.find((entry) => entry.field === field) : undefined;
    return local && intl.formatMessage({ id: local.id });
  };
  const at = (field: string) => {
    const text = message(field);
    return { isInvalid: text !== undefined, errorMessage: text };
  };
  const change = (next: Partial<EventDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    events.add.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.length > 0) return;
    events.add.mutate(eventInput(draft), {
      onSuccess: () => {
        setDraft(EMPTY);
        setChecked(false);
      },
      onError: (error) =>
        !isFieldError(error, ['signal', 'tracking_code', 'tracking_url']) &&
        fail('orderAdmin.eventFailed', error),
    });
  };
  const extra = extraOf(draft.signal);
  return (
    <Card title={intl.formatMessage({ id: 'orderAdmin.events' })} headingLevel={3}>
      {order.order_updates.length > 0 && (
        <ul className="order-admin__badges" aria-label={intl.formatMessage({ id: 'orderAdmin.events.used' })}>
          {order.order_updates.map((update) => (
            <li key={update.id}>
              <Badge tone={signalTone(update.signal)}>{update.title}</Badge>
            </li>
          ))}
        </ul>
      )}
      {events.signals.isError ? (
        <p role="alert" className="order-admin__error">
          {problem(events.signals.error)}
        </p>
      ) : events.signals.data && open.length === 0 ? (
        <p className="order-admin__muted" data-testid="no-more-events">
          {intl.formatMessage({ id: 'orderAdmin.events.none' })}
        </p>
      ) : (
        <form className="order-admin__form" onSubmit={submit} noValidate data-testid="order-event-form">
          <Select
            label={intl.formatMessage({ id: 'orderAdmin.event.signal' })}
            placeholder={intl.formatMessage({ id: 'orderAdmin.event.choose' })}
            // The staff's short names (`title`); `human_title` is the customer's sentence.
            options={open.map((signal) => ({ id: signal.signal, label: signal.title }))}
            selectedKey={draft.signal || null}
            onSelectionChange={(key) => change({ signal: key === null ? '' : String(key) })}
            isRequired
            isDisabled={!events.signals.data}
            data-testid="event-signal"
            {...at('signal')}
          />
          {extra === 'tracking_code' && (
            <TextField
              label={intl.formatMessage({ id: 'orderAdmin.event.trackingCode' })}
              description={intl.formatMessage({ id: 'orderAdmin.event.trackingCode.hint' })}
              value={draft.trackingCode}
              onChange={(trackingCode) => change({ trackingCode })}
              isRequired
              maxLength={100}
              {...at('tracking_code')}
            />
          )}
          {extra === 'tracking_url' && (
            <>
              <TextField
                label={intl.formatMessage({ id: 'orderAdmin.event.trackingUrl' })}
                type="url"
                placeholder="https://"
                value={draft.trackingUrl}
                onChange={(trackingUrl) => change({ trackingUrl })}
                isRequired
                maxLength={2000}
                {...at('tracking_url')}
              />
              <Checkbox
                isSelected={draft.emailCustomer}
                onChange={(emailCustomer) => change({ emailCustomer })}
              >
                {intl.formatMessage({ id: 'orderAdmin.event.emailCustomer' })}
              </Checkbox>
            </>
          )}
          <div className="order-admin__actions">
            <Button type="submit" variant="primary" isDisabled={events.add.isPending}>
              {intl.formatMessage({ id: 'orderAdmin.event.add' })}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
