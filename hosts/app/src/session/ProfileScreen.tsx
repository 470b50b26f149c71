/**
 * `/profile` (spec section 2: "user email, nickname and picture"): the account's address and confirmation state,
 * the picture (or initials) and the name, which the user can change (`PATCH /me`), and the last 3 orders.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Badge, Button, TextField } from '@album/ui';
import { useServices } from '../app/services';
import { SiteFooter } from '../start/SiteFooter';
import { StartHeader } from '../start/StartHeader';
import { initialsOf } from '../topbar/initials';
import { ProfileOrders } from '../orders/ProfileOrders';
import { useApiProblem } from './api-problem';
import '../start/start.css';

export function ProfileScreen() {
  const intl = useIntl();
  const problem = useApiProblem();
  const { api, session } = useServices();
  const user = useStore(session, (state) => state.user);
  const [nickname, setNickname] = useState(user?.nickname ?? '');
  const save = useMutation({
    mutationFn: (name: string) => api.auth.updateMe({ nickname: name }),
    onSuccess: (updated) => session.setUser(updated),
  });
  const resend = useMutation({ mutationFn: () => api.auth.resendActivation() });
  if (!user) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(nickname.trim());
  };
  return (
    <div className="start-page">
      <StartHeader />
      <main className="start-page__main profile">
        <h1 className="start-page__title">
          <FormattedMessage id="user.profile" />
        </h1>
        <div className="profile__card">
          <span className="profile__avatar" aria-hidden="true">
            {user.picture ? <img src={user.picture} alt="" /> : initialsOf(user)}
          </span>
          <dl className="profile__facts">
            <dt>
              <FormattedMessage id="auth.email" />
            </dt>
            <dd>
              {user.email}{' '}
              <Badge tone={user.activated ? 'success' : 'warning'}>
                {intl.formatMessage({ id: user.activated ? 'profile.confirmed' : 'profile.unconfirmed' })}
              </Badge>
            </dd>
          </dl>
          {!user.activated &&
            (resend.isSuccess ? (
              <p role="status">
                <FormattedMessage id="activate.resent" />
              </p>
            ) : (
              <Button variant="secondary" isDisabled={resend.isPending} onPress={() => resend.mutate()}>
                <FormattedMessage id="activate.resend" />
              </Button>
            ))}
          <form className="profile__form" onSubmit={submit}>
            <TextField
              label={intl.formatMessage({ id: 'profile.nickname' })}
              name="nickname"
              autoComplete="nickname"
              value={nickname}
              onChange={setNickname}
              maxLength={100}
            />
            <Button
              type="submit"
              variant="primary"
              isDisabled={save.isPending || nickname.trim() === user.nickname}
            >
              <FormattedMessage id="common.save" />
            </Button>
            {save.isSuccess && (
              <p role="status">
                <FormattedMessage id="profile.saved" />
              </p>
            )}
            {(save.isError || resend.isError) && (
              <p className="sign-in__error" role="alert">
                {problem(save.error ?? resend.error)}
              </p>
            )}
          </form>
          <Link to="/start">
            <FormattedMessage id="error.notFound.link" />
          </Link>
        </div>
        <ProfileOrders />
      </main>
      <SiteFooter />
    </div>
  );
}
