/**
 * `@album/sync`: autosave and live collaboration on automerge-repo. This entry holds what client and server share:
 * the document layout of an album, writing patch sets into it, reading it back with the repair rule, and the binding
 * of an editor to the documents. `@album/sync/client` and `@album/sync/server` hold the two ends.
 *
 * In browsers, automerge's WebAssembly is loaded explicitly (`initAutomerge`, or `createAlbumSync`'s `automergeWasm`)
 * before the document functions of this entry are used; in Node, `@album/sync/server` loads it.
 * @packageDocumentation
 */
export {
  DOC_KINDS,
  LAYOUT_VERSION,
  NODE_BUCKETS,
  albumDocsVersion,
  albumDocumentId,
  albumDocumentUrls,
  assignInto,
  bucketOf,
  docSchemaVersion,
  docsVersionStanding,
  fnv1a32,
  hash128,
  isImmutable,
  readImage,
  readNode,
  readRawDocument,
  readSettings,
  readSticker,
  repairDocument,
  seedAlbumDocs,
  toPlain,
  toStored,
  touchedBy,
  upgradeAlbumDocs,
  upgradeAlbumDocuments,
  writePatchSet,
} from './schema';
export type {
  AlbumDocs,
  AlbumDocsUpgrade,
  AlbumDocsVersion,
  ChangeDoc,
  DocKind,
  DocsByKind,
  DocsVersionStanding,
  LayoutDoc,
  RepairKind,
  RepairResult,
  SeededDocs,
  SettingsDoc,
  StickersDoc,
  Touched,
  UpgradeAccess,
  WriteProblem,
} from './schema';
export {
  AlbumView,
  bindEditor,
  changesOfPatchSet,
  createMemoryDocs,
  emptyChanges,
  handleAccess,
  hasChanges,
  mergeChanges,
  pendingPathsOf,
  reconcile,
} from './replica';
export type {
  AlbumDocAccess,
  DocChange,
  DocChangeListener,
  EditorBinding,
  EditorBindingOptions,
  MemoryDocs,
  PendingPaths,
  ViewChanges,
} from './replica';
export { MemoryStorageAdapter } from './storage/memory-storage';
export { AutomergeWasmError, initAutomerge } from './wasm/init-automerge';
export type { AutomergeWasmSource } from './wasm/init-automerge';
export { normalizeNodeUrl, rankLiveNodes, rankNodes, syncSocketUrl } from './routing';
