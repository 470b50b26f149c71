/**
 * The translated text of a failed call: the server's error code as `api.error.<code>` when it has a message, the
 * generic error otherwise (network failures included).
 */
import { ApiError } from '@album/api-client';
import type { ProblemFormatter } from '@album/i18n';

export function errorText(caught: unknown, problems: Pick<ProblemFormatter, 'apiError'>): string {
  return problems.apiError({ code: caught instanceof ApiError ? caught.code : null });
}
