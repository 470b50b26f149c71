import { ApiError } from '@album/api-client';
import { useIntl, useProblemFormatter } from '@album/i18n';

/** A failed call as the user reads it: the server's error code translated, else the generic message. */
export function useApiProblem(): (error: unknown) => string {
  const intl = useIntl();
  const problems = useProblemFormatter();
  return (error) =>
    error instanceof ApiError
      ? problems.apiError({ code: error.code })
      : intl.formatMessage({ id: 'error.generic' });
}
