export { formatDate, formatDateTime, toDate } from './date';
export type { DateFormatOptions, DateInput } from './date';
export { formatRelative } from './relative';
