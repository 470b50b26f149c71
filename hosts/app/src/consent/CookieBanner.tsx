/**
 * The cookie consent banner (spec 001 sections 1 and 9): necessary cookies (always on) and targeting, revision 1,
 * shown 500 ms after the page opens while no valid choice is stored. The choice is stored locally by the analytics
 * service, which sends nothing until targeting was accepted. A non-modal region: the page stays usable behind it.
 * Shown on every page but inside an album, where it would cover the editor's bottom bar on phones.
 */
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Button, Checkbox } from '@album/ui';
import { useReferralCapture } from '../analytics/use-referral-capture';
import { useServices } from '../app/services';
import { bannerAllowedOn, consentOf, scheduleBanner } from './consent-banner';
import './consent.css';

export function CookieBanner() {
  const intl = useIntl();
  const { analytics } = useServices();
  const [open, setOpen] = useState(false);
  const [targeting, setTargeting] = useState(false);
  useEffect(() => scheduleBanner(analytics.consent(), () => setOpen(true)), [analytics]);
  if (!open) return null;
  const choose = (accept: boolean) => {
    analytics.setConsent(consentOf(accept));
    setOpen(false);
  };
  return (
    <section
      className="cookie-banner"
      aria-label={intl.formatMessage({ id: 'consent.region' })}
      data-testid="cookie-banner"
    >
      <h2 className="cookie-banner__title">
        <FormattedMessage id="consent.title" />
      </h2>
      <p className="cookie-banner__text">
        <FormattedMessage id="consent.message" />
      </p>
      <div className="cookie-banner__categories">
        <Checkbox isSelected isDisabled>
          {intl.formatMessage({ id: 'consent.necessary' })}
        </Checkbox>
        <Checkbox isSelected={targeting} onChange={setTargeting}>
          {intl.formatMessage({ id: 'consent.targeting' })}
        </Checkbox>
      </div>
      <div className="cookie-banner__actions">
        <Button variant="secondary" size="sm" onPress={() => choose(targeting)}>
          <FormattedMessage id="consent.save" />
        </Button>
        <Button variant="primary" size="sm" onPress={() => choose(true)}>
          <FormattedMessage id="consent.acceptAll" />
        </Button>
      </div>
    </section>
  );
}

/**
 * The root layout of every route: the page, and the banner above it until the user chose (not inside albums). Being
 * on every page, it also remembers a partner link the visitor arrived with.
 */
export function ConsentLayout() {
  const { pathname } = useLocation();
  useReferralCapture();
  return (
    <>
      <Outlet />
      {bannerAllowedOn(pathname) && <CookieBanner />}
    </>
  );
}
