/**
 * The user menu of the top bar (spec section 2): the user's picture, or their initials, opens profile, settings
 * (the album's settings tab) and logout. Logging out ends the session; the router then shows the sign-in screen.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Button, Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '@album/ui';
import { useServices } from '../app/services';
import type { TabKey } from '../workspace/tabs';
import { initialsOf } from './initials';

/** The route of the profile screen (companion specification). */
export const PROFILE_PATH = '/profile';

function Avatar({
  picture,
  initials,
  onError,
}: {
  picture: string | null;
  initials: string;
  onError(): void;
}) {
  return (
    <span className="top-bar-avatar" aria-hidden="true">
      {picture ? <img src={picture} alt="" onError={onError} /> : initials}
    </span>
  );
}

export function UserMenu({ user, onOpenTab }: { user: User; onOpenTab(tab: TabKey | null): void }) {
  const intl = useIntl();
  const { session } = useServices();
  const navigate = useNavigate();
  const onAction = (key: string | number) => {
    if (key === 'profile') void navigate(PROFILE_PATH);
    else if (key === 'settings') onOpenTab('settings');
    else if (key === 'logout') session.signOut();
  };
  const label = intl.formatMessage({ id: 'user.menu' });
  // A picture that fails to load (expired link, offline) falls back to the initials.
  const [failed, setFailed] = useState<string | null>(null);
  const picture = user.picture && user.picture !== failed ? user.picture : null;
  const initials = initialsOf(user);
  // What the button shows is part of its name (WCAG 2.5.3, label in name): speech input users say the initials
  // they see ("Demo 2" shows "D2", which "Account: Demo 2" alone does not contain). After a comma, not in
  // parentheses: checkers (axe's label-content-name-mismatch) drop parenthesised words, and so may speech tools.
  const name = `${label}: ${user.nickname || user.email}${picture ? '' : `, ${initials}`}`;
  return (
    <MenuTrigger>
      <Button
        variant="ghost"
        className="top-bar-user"
        icon={<Avatar picture={picture} initials={initials} onError={() => setFailed(picture)} />}
        aria-label={name}
        data-testid="user-menu"
      />
      <Menu aria-label={label} placement="bottom end" onAction={onAction} className="top-bar-user-menu">
        <MenuSection title={user.email}>
          <MenuItem id="profile">{intl.formatMessage({ id: 'user.profile' })}</MenuItem>
          <MenuItem id="settings">{intl.formatMessage({ id: 'user.settings' })}</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="logout" isDanger>
          {intl.formatMessage({ id: 'user.logout' })}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
