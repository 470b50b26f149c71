/**
 * Notices above the albums: the account-activated notice after the confirmation link (spec: "an account-activated
 * notice exists"), the password-changed one after a reset, and while the address is unconfirmed a reminder that
 * can send the confirmation mail again. Each closes with its button.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Button, IconButton, CloseIcon, InfoIcon } from '@album/ui';
import { useServices } from '../app/services';
import { useApiProblem } from '../session/api-problem';

/** What the activation and reset screens hand over in the navigation state. */
export interface StartNavigationState {
  activated?: boolean;
  passwordChanged?: boolean;
}

function Notice({
  tone,
  children,
  onClose,
}: {
  tone: 'success' | 'info';
  children: React.ReactNode;
  onClose(): void;
}) {
  const intl = useIntl();
  return (
    <div className="start-notice" data-tone={tone} role="status">
      <InfoIcon aria-hidden="true" />
      <div className="start-notice__body">{children}</div>
      <IconButton
        icon={<CloseIcon />}
        aria-label={intl.formatMessage({ id: 'common.close' })}
        onPress={onClose}
        size="sm"
      />
    </div>
  );
}

export function AccountNotices() {
  const { api, session } = useServices();
  const problem = useApiProblem();
  const location = useLocation();
  const state = (location.state ?? {}) as StartNavigationState;
  const activated = useStore(session, (current) => current.user?.activated ?? true);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const close = (name: string) => setClosed((previous) => new Set(previous).add(name));
  const resend = useMutation({ mutationFn: () => api.auth.resendActivation() });
  const email = useStore(session, (current) => current.user?.email ?? '');
  return (
    <>
      {state.activated && !closed.has('activated') && (
        <Notice tone="success" onClose={() => close('activated')}>
          <strong>
            <FormattedMessage id="start.activated.title" />
          </strong>{' '}
          <FormattedMessage id="start.activated.body" />
        </Notice>
      )}
      {state.passwordChanged && !closed.has('password') && (
        <Notice tone="success" onClose={() => close('password')}>
          <FormattedMessage id="start.passwordChanged" />
        </Notice>
      )}
      {!activated && !state.activated && !closed.has('confirm') && (
        <Notice tone="info" onClose={() => close('confirm')}>
          <FormattedMessage id="start.confirmEmail" values={{ email }} />{' '}
          {resend.isSuccess ? (
            <span>
              <FormattedMessage id="activate.resent" />
            </span>
          ) : (
            <Button size="sm" variant="ghost" isDisabled={resend.isPending} onPress={() => resend.mutate()}>
              <FormattedMessage id="activate.resend" />
            </Button>
          )}
          {resend.isError && <span className="start-notice__error">{problem(resend.error)}</span>}
        </Notice>
      )}
    </>
  );
}
