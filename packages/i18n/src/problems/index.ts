export {
  ALIGN_OPTIONS,
  AUTO_TEXT_SYMBOLS,
  GENERIC_ERROR_KEY,
  REFUSAL_REASONS,
  WARNING_CODES,
  alignKey,
  apiErrorKey,
  autoTextKey,
  refusalKey,
  warningKey,
} from './keys';
export {
  formatApiError,
  formatProblem,
  formatProblems,
  formatRefusal,
  formatWarning,
  hasMessage,
} from './format';
export type { MessageValue, TextFormatter } from './format';
