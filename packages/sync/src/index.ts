/**
 * `@album/sync`: autosave and live collaboration on automerge-repo. This entry holds what client and server share:
 * the document layout of an album, writing patch sets into it, reading it back with the repair rule, and the binding
 * of an editor to the documents. `@album/sync/client` and `@album/sync/server` hold the two ends.
 * @packageDocumentation
 */
export * from './schema';
export * from './replica';
export * from './storage/memory-storage';
export * from './routing';
