import { FormattedMessage, useIntl } from '@album/i18n';
import { useLanguage } from '../app/language';
import { legalLink } from './legal-links';

/** The footer of the start page and the sign-in screens: imprint, privacy and the copyright line. */
export function SiteFooter() {
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <footer className="site-footer">
      <nav className="site-footer__links" aria-label={intl.formatMessage({ id: 'footer.legal' })}>
        <a href={legalLink('imprint', language)}>
          <FormattedMessage id="footer.imprint" />
        </a>
        <a href={legalLink('privacy', language)}>
          <FormattedMessage id="footer.privacy" />
        </a>
      </nav>
      <p className="site-footer__copyright">
        <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear() }} />
      </p>
    </footer>
  );
}
