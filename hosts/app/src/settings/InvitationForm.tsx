/**
 * The owner's invitation form (spec sections 4 and 5): opened and closed with a toggle; sending is disabled while a
 * request runs, while the address is empty or malformed, and when it names someone already invited or already a
 * user, each with its reason under the field. Server refusals show the server's translated error.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from '@album/api-client';
import type { Association, Invitation } from '@album/api-client';
import { useIntl, useProblemFormatter } from '@album/i18n';
import { Button, TextField } from '@album/ui';
import { invitationBlock } from './invitation-rules';
import type { InvitationBlock } from './invitation-rules';

export interface InvitationFormProps {
  /** The invite mutation of `useAlbumUserActions` (it loads the lists again once the invitation exists). */
  invite: Pick<UseMutationResult<Invitation, Error, string>, 'mutateAsync' | 'isPending'>;
  invitations: readonly Invitation[];
  associations: readonly Association[];
  /** Called after an invitation was created, with it (the lists load again). */
  onInvited(invitation: Invitation): void;
}

// Reasons worth saying under the field; an empty field or a running request explain themselves.
const BLOCK_MESSAGES: Partial<Record<InvitationBlock, string>> = {
  invalid: 'settings.invite.invalid',
  already_invited: 'api.error.already_invited',
  already_member: 'api.error.already_member',
};

export function InvitationForm({ invite, invitations, associations, onInvited }: InvitationFormProps) {
  const intl = useIntl();
  const problems = useProblemFormatter();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const sending = invite.isPending;
  const [error, setError] = useState<string | null>(null);
  const block = invitationBlock({ email, sending, invitations, associations });
  // A malformed address is only pointed out once it could be complete (it has an @), not at the first letter.
  const blockMessage =
    block && BLOCK_MESSAGES[block] && (block !== 'invalid' || email.includes('@'))
      ? intl.formatMessage({ id: BLOCK_MESSAGES[block] })
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (block) return;
    setError(null);
    try {
      const invitation = await invite.mutateAsync(email.trim());
      setEmail('');
      onInvited(invitation);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 409
          ? problems.apiError({ code: caught.code })
          : intl.formatMessage({ id: 'settings.users.failed' }),
      );
    }
  };

  return (
    <div className="settings-invite">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onPress={() => setOpen(!open)}
      >
        {intl.formatMessage({ id: 'settings.invite.toggle' })}
      </Button>
      {open && (
        <form
          id={formId}
          className="settings-invite__form"
          onSubmit={(event) => void submit(event)}
          noValidate
        >
          <TextField
            label={intl.formatMessage({ id: 'settings.invite.email' })}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(value) => {
              setEmail(value);
              setError(null);
            }}
            isRequired
            autoFocus
            isInvalid={blockMessage !== null || error !== null}
            errorMessage={error ?? blockMessage ?? undefined}
          />
          <Button type="submit" variant="primary" size="sm" isDisabled={block !== null}>
            {intl.formatMessage({ id: sending ? 'settings.invite.sending' : 'settings.invite.send' })}
          </Button>
        </form>
      )}
    </div>
  );
}
