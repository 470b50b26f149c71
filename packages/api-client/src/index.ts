/**
 * `@album/api-client`: a typed client for the REST API v1 of the sticker album designer.
 * @packageDocumentation
 */
export type * from './wire';
export { createApiClient, type ApiClient } from './client';
export { ApiError } from './errors';
export { queryString, type ApiClientOptions, type Query, type RequestOptions } from './transport';
export { sendBytes, type UploadBody, type UploadProgress } from './upload';
export type { UploadOptions } from './resources/files';
export type { CreateOrderOptions } from './resources/orders';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  passwordProblems,
  type PasswordRule,
} from './password-rules';
