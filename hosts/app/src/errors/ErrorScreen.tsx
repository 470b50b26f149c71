import { FormattedMessage } from '@album/i18n';
import { Button } from '@album/ui';
import { reloadPage } from './reload-page';
import { describeError } from './report-error';
import './error-screen.css';

/** The apology, the error message and a reload button (spec section 2, "error screen"). */
export function ErrorScreen({ error }: { error: unknown }) {
  const { message } = describeError(error);
  return (
    <main className="error-screen" role="alert">
      <h1>
        <FormattedMessage id="error.screen.title" />
      </h1>
      <p>
        <FormattedMessage id="error.screen.body" />
      </p>
      <p className="error-screen__message">
        <FormattedMessage id="error.screen.message" values={{ message }} />
      </p>
      <Button variant="primary" onPress={reloadPage}>
        <FormattedMessage id="error.screen.reload" />
      </Button>
    </main>
  );
}
