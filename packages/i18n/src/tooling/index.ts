/**
 * Checks over the catalogues and the sources, used by the package's tests (Node only; not part of the public API).
 * @packageDocumentation
 */
export * from './icu';
export * from './compare';
export * from './extract';
