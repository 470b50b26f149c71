/**
 * `/album/new/:key?`: the creation wizard's address. Until the wizard arrives it makes what the create button
 * promises, an album (empty inside, in the interface language), and opens it in the editor.
 */
import { useEffect, useRef } from 'react';
import { Link, Navigate } from 'react-router';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Spinner } from '@album/ui';
import { useLanguage } from '../app/language';
import { useApiProblem } from '../session/api-problem';
import { AuthLayout } from '../session/AuthLayout';
import { useCreateAlbum } from './queries';

export function NewAlbumRoute() {
  const intl = useIntl();
  const problem = useApiProblem();
  const { language } = useLanguage();
  const create = useCreateAlbum();
  // One album per visit: re-renders and React's development double effect must not create a second one.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    create.mutate(language);
  }, [create, language]);
  if (create.data) return <Navigate to={`/album/${create.data.id}`} replace />;
  return (
    <AuthLayout>
      <section className="sign-in__form" aria-busy={!create.isError}>
        <h1>
          <FormattedMessage id="start.creating" />
        </h1>
        {create.isError ? (
          <>
            <p className="sign-in__error" role="alert">
              {problem(create.error)}
            </p>
            <Link to="/start">
              <FormattedMessage id="error.notFound.link" />
            </Link>
          </>
        ) : (
          <Spinner aria-label={intl.formatMessage({ id: 'start.creating' })} />
        )}
      </section>
    </AuthLayout>
  );
}
