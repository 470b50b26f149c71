import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Button, Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '@album/ui';
import { useServices } from '../app/services';

/** The album price the start page advertises (spec section 1: "from 285 euro"). */
export const PRICE_FROM_EUR = 285;

/** The bar above the start page: product name, the price label and the account menu (profile, log out). */
export function StartHeader() {
  const intl = useIntl();
  const { session } = useServices();
  const navigate = useNavigate();
  const user = useStore(session, (state) => state.user);
  const label = intl.formatMessage({ id: 'user.menu' });
  const price = intl.formatNumber(PRICE_FROM_EUR, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  return (
    <header className="start-header">
      <span className="start-header__brand">
        <FormattedMessage id="start.brand" />
      </span>
      <span className="start-header__price" data-testid="price-label">
        <FormattedMessage id="start.priceFrom" values={{ price }} />
      </span>
      {user && (
        <MenuTrigger>
          <Button
            variant="ghost"
            aria-label={`${label}: ${user.nickname || user.email}`}
            data-testid="user-menu"
          >
            {user.nickname || user.email}
          </Button>
          <Menu
            aria-label={label}
            placement="bottom end"
            onAction={(key) => {
              if (key === 'profile') void navigate('/profile');
              else if (key === 'logout') session.signOut();
            }}
          >
            <MenuSection title={user.email}>
              <MenuItem id="profile">{intl.formatMessage({ id: 'user.profile' })}</MenuItem>
            </MenuSection>
            <MenuSeparator />
            <MenuItem id="logout" isDanger>
              {intl.formatMessage({ id: 'user.logout' })}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      )}
    </header>
  );
}
