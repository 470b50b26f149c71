import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { RefusalReason, ValidationError } from '@album/editor-core';
import { formatApiError, formatProblem, formatProblems, formatRefusal } from '../problems/format';
import type { TextFormatter } from '../problems/format';

/** The editor-core problem helpers bound to the surrounding provider. */
export interface ProblemFormatter {
  problem(problem: ValidationError): string;
  problems(problems: readonly ValidationError[]): string;
  refusal(reason: RefusalReason): string;
  apiError(error: { code?: string | null }): string;
}

/** Formats editor-core validation errors, refusals and server errors in the current language. */
export function useProblemFormatter(): ProblemFormatter {
  const intl = useIntl();
  return useMemo(() => {
    // react-intl's formatter is the rich-text variant of the same API; plain string values give plain strings.
    const text = intl as unknown as TextFormatter;
    return {
      problem: (problem) => formatProblem(text, problem),
      problems: (problems) => formatProblems(text, problems),
      refusal: (reason) => formatRefusal(text, reason),
      apiError: (error) => formatApiError(text, error),
    };
  }, [intl]);
}
