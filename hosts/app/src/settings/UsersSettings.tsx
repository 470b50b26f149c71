/**
 * The users tab of the settings modal (spec sections 2 and 6): the album's users with the owner badge and the open
 * invitations in one list. The owner also gets the invitation form, copies an invitation's link, cancels
 * invitations and removes users (never the owner); collaborators see the list without controls. Failures show the
 * specification's "Operation failed, try again later".
 */
import { useState } from 'react';
import type { Invitation } from '@album/api-client';
import { formatDate, useIntl } from '@album/i18n';
import { Badge, Button, Spinner } from '@album/ui';
import { useAlbumSession } from '../album/album-session';
import { useServices } from '../app/services';
import { copyText } from './copy-text';
import { InvitationForm } from './InvitationForm';
import { previewUrl } from './preview-link';
import { useAlbumUserActions, useAlbumUsers } from './use-album-users';
import { UserAvatar } from './UserAvatar';

type Status = { kind: 'info' | 'error'; text: string } | null;

export function UsersSettings() {
  const intl = useIntl();
  const { language } = useServices();
  const { album, albumId, user } = useAlbumSession();
  const { users, reload } = useAlbumUsers(albumId);
  const { invite, cancelInvitation, removeUser } = useAlbumUserActions(albumId);
  const [status, setStatus] = useState<Status>(null);
  const busy = cancelInvitation.isPending || removeUser.isPending;
  const isOwner = user !== null && user.id === album.owner_identifier;
  const failed = intl.formatMessage({ id: 'settings.users.failed' });

  if (users.status === 'loading')
    return (
      <Spinner className="settings__loading" aria-label={intl.formatMessage({ id: 'common.loading' })} />
    );
  if (users.status === 'error') {
    return (
      <div className="settings-users">
        <p className="settings__error" role="alert">
          {failed}
        </p>
        <Button variant="secondary" size="sm" onPress={() => void reload()}>
          {intl.formatMessage({ id: 'common.retry' })}
        </Button>
      </div>
    );
  }

  /** Runs an owner action on one row (the mutation loads the lists again); a failure says so. */
  const act = (action: typeof removeUser, id: string) => {
    setStatus(null);
    action.mutate(id, { onError: () => setStatus({ kind: 'error', text: failed }) });
  };
  const copyInvitation = async (invitation: Invitation) => {
    if (!invitation.accept_path) return;
    const copied = await copyText(
      previewUrl(invitation.accept_path, window.location.origin),
      navigator.clipboard,
    );
    setStatus(copied ? { kind: 'info', text: intl.formatMessage({ id: 'settings.preview.copied' }) } : null);
  };
  const onInvited = (invitation: Invitation) => {
    setStatus({
      kind: 'info',
      text: intl.formatMessage(
        { id: invitation.mail_sent === false ? 'settings.invite.sentLink' : 'settings.invite.sent' },
        { email: invitation.email },
      ),
    });
  };

  return (
    <div className="settings-users">
      <ul className="settings-users__list" aria-label={intl.formatMessage({ id: 'settings.users.list' })}>
        {users.associations.map((association) => (
          <li key={association.id} className="settings-users__row" data-testid="settings-user">
            <UserAvatar email={association.user.email} picture={association.user.picture} />
            <span className="settings-users__email">
              {association.user.email}
              {association.user.id === user?.id && (
                <span className="settings-users__you">
                  {' '}
                  {intl.formatMessage({ id: 'settings.users.you' })}
                </span>
              )}
            </span>
            {association.owner && (
              <Badge tone="info">{intl.formatMessage({ id: 'settings.users.owner' })}</Badge>
            )}
            {isOwner && !association.owner && (
              <Button
                variant="danger"
                size="sm"
                isDisabled={busy}
                onPress={() => act(removeUser, association.id)}
                aria-label={intl.formatMessage(
                  { id: 'settings.users.remove' },
                  { email: association.user.email },
                )}
              >
                {intl.formatMessage({ id: 'settings.users.removeShort' })}
              </Button>
            )}
          </li>
        ))}
        {users.invitations.map((invitation) => (
          <li key={invitation.id} className="settings-users__row" data-testid="settings-invitation">
            <UserAvatar email={invitation.email} picture={null} />
            <span className="settings-users__email">
              {invitation.email}
              <span className="settings-users__meta">
                {intl.formatMessage(
                  { id: 'settings.users.invitedOn' },
                  { date: formatDate(invitation.created_at, language()) },
                )}
              </span>
            </span>
            <Badge tone="neutral">{intl.formatMessage({ id: 'settings.users.invited' })}</Badge>
            {isOwner && (
              <span className="settings-users__actions">
                {invitation.accept_path && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => void copyInvitation(invitation)}
                    aria-label={intl.formatMessage(
                      { id: 'settings.users.copyInvitation' },
                      { email: invitation.email },
                    )}
                  >
                    {intl.formatMessage({ id: 'settings.preview.copy' })}
                  </Button>
                )}
                <Button
                  variant="danger"
                  size="sm"
                  isDisabled={busy}
                  onPress={() => act(cancelInvitation, invitation.id)}
                  aria-label={intl.formatMessage(
                    { id: 'settings.users.cancelInvitation' },
                    { email: invitation.email },
                  )}
                >
                  {intl.formatMessage({ id: 'common.cancel' })}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className={status?.kind === 'error' ? 'settings__error' : 'settings__status'} role="status">
        {status?.text}
      </p>
      {isOwner ? (
        <InvitationForm
          invite={invite}
          invitations={users.invitations}
          associations={users.associations}
          onInvited={onInvited}
        />
      ) : (
        <p className="settings__hint">{intl.formatMessage({ id: 'settings.users.ownerOnly' })}</p>
      )}
    </div>
  );
}
