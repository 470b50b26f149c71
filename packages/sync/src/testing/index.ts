export { eventually, freePort, startLoopbackServer } from './loopback';
export type { LoopbackOptions, LoopbackServer } from './loopback';
export { openSyncedEditor } from './synced-editor';
