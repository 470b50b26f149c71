import { useCallback } from 'react';
import { useIntl } from '@album/i18n';
import { useApiProblem } from '../../session/api-problem';
import { useNotify } from '../../toasts/use-notify';

/**
 * The staff tools' failure toast (spec 001 section 8: error toasts for save, delete, delivery note, JSON, export,
 * artifact, invoice and event creation): what failed, then the server's reason in the reader's language.
 */
export function useFailure(): (messageId: string, error: unknown) => void {
  const intl = useIntl();
  const notify = useNotify();
  const problem = useApiProblem();
  return useCallback(
    (messageId, error) =>
      void notify('error', { text: `${intl.formatMessage({ id: messageId })} ${problem(error)}` }),
    [intl, notify, problem],
  );
}
