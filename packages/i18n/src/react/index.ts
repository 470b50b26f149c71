/**
 * React bindings: the provider, the problem formatter hook, and react-intl's hooks and components re-exported so
 * hosts import one package (the formatjs extractor finds `FormattedMessage` and `defineMessages` from here too).
 * @packageDocumentation
 */
export { I18nProvider } from './I18nProvider';
export type { I18nProviderProps } from './I18nProvider';
export { useProblemFormatter } from './useProblemFormatter';
export type { ProblemFormatter } from './useProblemFormatter';
export {
  FormattedDate,
  FormattedList,
  FormattedMessage,
  FormattedNumber,
  FormattedPlural,
  FormattedRelativeTime,
  FormattedTime,
  defineMessage,
  defineMessages,
  useIntl,
} from 'react-intl';
export type { IntlShape, MessageDescriptor } from 'react-intl';
