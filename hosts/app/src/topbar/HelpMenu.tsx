/**
 * The help menu of the top bar (spec section 2): the help centre, contact, the terms and the customer information,
 * each in the interface language; the help centre also follows the album's product variant (wedding, business,
 * default). Pages open in a new tab so the editor stays open.
 */
import { useRef } from 'react';
import { useIntl } from '@album/i18n';
import { IconButton, Menu, MenuItem, MenuTrigger } from '@album/ui';
import { useAlbumSession } from '../album/album-session';
import { useLanguage } from '../app/language';
import { useShortcutsDialog } from '../shortcuts/shortcuts-context';
import { contactLink, helpLink, helpVariantOf, legalLink } from './help-links';
import { HelpIcon } from './icons';
import { currentAlbumCategory } from '../workspace/album-category';

export function HelpMenu() {
  const intl = useIntl();
  const { language } = useLanguage();
  const { album, albumId } = useAlbumSession();
  const variant = helpVariantOf(currentAlbumCategory(album));
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const shortcuts = useShortcutsDialog();
  // The menu item that opens the shortcuts dialog is gone when it closes; focus goes back to the help button.
  const trigger = useRef<HTMLSpanElement>(null);
  return (
    <MenuTrigger>
      <span ref={trigger} style={{ display: 'contents' }}>
        <IconButton
          icon={<HelpIcon />}
          aria-label={intl.formatMessage({ id: 'help.menu' })}
          data-testid="help-menu"
        />
      </span>
      <Menu aria-label={intl.formatMessage({ id: 'help.menu' })} placement="bottom end">
        <MenuItem id="guide" href={helpLink('start', language, variant)} {...external}>
          {intl.formatMessage({ id: 'help.guide' })}
        </MenuItem>
        {shortcuts && (
          <MenuItem
            id="shortcuts"
            onAction={() => shortcuts.open(trigger.current?.querySelector('button'))}
            data-testid="help-shortcuts"
          >
            {intl.formatMessage({ id: 'help.shortcuts' })}
          </MenuItem>
        )}
        <MenuItem
          id="contact"
          href={contactLink(intl.formatMessage({ id: 'help.contact.subject' }, { albumId }))}
        >
          {intl.formatMessage({ id: 'help.contact' })}
        </MenuItem>
        <MenuItem id="terms" href={legalLink('terms', language)} {...external}>
          {intl.formatMessage({ id: 'help.terms' })}
        </MenuItem>
        <MenuItem id="customer-information" href={legalLink('customerInformation', language)} {...external}>
          {intl.formatMessage({ id: 'help.customerInfo' })}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
