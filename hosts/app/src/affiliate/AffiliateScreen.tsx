/**
 * The partner page, `/affiliate` (spec 001 section 2, "Affiliate page"): opened from the partner's secret link
 * (`?token=`), it shows the partner's landing links per audience with copy buttons and the referred albums and
 * orders per month. Admins also see the partners and create new ones here. Public, as the spec's route table says:
 * the token is the key.
 */
import { useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Skeleton } from '@album/ui';
import { useServices } from '../app/services';
import { isAdmin } from '../session/session-store';
import { SiteFooter } from '../start/SiteFooter';
import { StartHeader } from '../start/StartHeader';
import { ConversionsTable } from './ConversionsTable';
import { PartnersPanel } from './PartnersPanel';
import { useConversions } from './queries';
import { ShareLinks } from './ShareLinks';
import '../start/start.css';
import './affiliate.css';

export function AffiliateScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { session } = useServices();
  const admin = useStore(session, (state) => isAdmin(state.user));
  const conversions = useConversions(token);
  return (
    <div className="start-page">
      <StartHeader />
      <main className="start-page__main affiliate">
        <h1 className="start-page__title">
          <FormattedMessage id="affiliate.title" />
        </h1>
        {token === '' ? (
          !admin && <p className="affiliate__hint">{intl.formatMessage({ id: 'affiliate.noToken' })}</p>
        ) : conversions.isPending ? (
          <Skeleton shape="rect" className="affiliate__loading" />
        ) : conversions.isError ? (
          <p role="alert" className="affiliate__error" data-testid="affiliate-error">
            {intl.formatMessage({ id: 'affiliate.loadFailed' })}
          </p>
        ) : (
          <div className="affiliate__grid">
            <ShareLinks urlSource={conversions.data.url_source} />
            <ConversionsTable conversions={conversions.data} />
          </div>
        )}
        {admin && <PartnersPanel />}
      </main>
      <SiteFooter />
    </div>
  );
}
