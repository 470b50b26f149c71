/**
 * `@album/api-client`: a typed client for the REST API v1 of the sticker album designer.
 * @packageDocumentation
 */
export type * from './wire';
