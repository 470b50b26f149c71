import { Link } from 'react-router';
import { FormattedMessage, useIntl } from '@album/i18n';
import { EmptyState } from '@album/ui';

export function NotFoundScreen() {
  const intl = useIntl();
  return (
    <main className="home-screen">
      <EmptyState
        headingLevel={2}
        title={intl.formatMessage({ id: 'error.notFound.title' })}
        description={intl.formatMessage({ id: 'error.notFound.body' })}
        action={
          <Link to="/">
            <FormattedMessage id="error.notFound.link" />
          </Link>
        }
      />
    </main>
  );
}
