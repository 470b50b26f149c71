export {
  DOC_KINDS,
  LAYOUT_VERSION,
  NODE_BUCKETS,
  albumDocumentId,
  albumDocumentUrls,
  bucketOf,
} from './layout';
export type { DocKind, DocsByKind, LayoutDoc, SettingsDoc, StickersDoc } from './layout';
export { assignInto, isImmutable, toPlain, toStored } from './values';
export { writePatchSet } from './write';
export type { ChangeDoc, WriteProblem } from './write';
export { readImage, readNode, readRawDocument, readSettings, readSticker, touchedBy } from './read';
export type { AlbumDocs, Touched } from './read';
export { repairDocument } from './repair';
export type { RepairKind, RepairResult } from './repair';
export { seedAlbumDocs } from './seed';
export type { SeededDocs } from './seed';
export { albumDocsVersion, docSchemaVersion, docsVersionStanding } from './version';
export type { AlbumDocsVersion, DocsVersionStanding } from './version';
export { upgradeAlbumDocs, upgradeAlbumDocuments } from './upgrade';
export type { AlbumDocsUpgrade, UpgradeAccess } from './upgrade';
export { fnv1a32, hash128 } from './hash';
