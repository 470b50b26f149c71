/**
 * Validation: every rule of the editor specification section 5 as pure functions answering message keys and values.
 * @packageDocumentation
 */
export { invalid, joinMessages, problem, resultOf, valid } from './result';
export type { ValidationError, ValidationResult } from './result';
export {
  TITLE_DISPLAY_LENGTH,
  isTitleEditable,
  truncateForDisplay,
  validateAlbumTitle,
  validateReleaseDate,
} from './album';
export {
  STICKER_LIMITS,
  partitionStickerUploads,
  stickerIssues,
  stickerUploadName,
  validateSectionName,
  validateStickerName,
  validateStickerPosition,
} from './sticker';
export type { StickerIssues } from './sticker';
export {
  ACCEPTED_UPLOAD_KINDS,
  BYTES_PER_MB,
  UPLOAD_LIMITS,
  uploadKind,
  validateStickerCellDrop,
  validateUploadBatch,
  validateUploadFile,
} from './upload';
export type { FileKind, UploadBatchResult, UploadCandidate, UploadContext } from './upload';
export { effectiveDpi, resolutionWarning } from './resolution';
export type { ResolutionInput } from './resolution';
export {
  CONTROL_RANGES,
  GRADIENT_DIRECTIONS,
  clampBorderRadius,
  clampCropScale,
  clampStrokeWidth,
  clampToRange,
  isGradientDirection,
  opacityFromPercent,
  opacityToPercent,
  validateGradient,
} from './ranges';
export { parsePageInput } from './pageInput';
export type { PageTarget } from './pageInput';
export { DPI_LIMITS, MAX_EXPORT_PAGE, formatExportRange, parseDpi, parseExportRange } from './exportRange';
export {
  RENDER_FORMATS,
  RENDER_MODES,
  RENDER_RESOLUTIONS,
  parseBooleanParam,
  parseEnumParam,
  parseRenderQuery,
} from './renderQuery';
export type { QueryInput, RenderQuery } from './renderQuery';
export { parseClipboard, serializeClipboard } from './clipboard';
export type { ClipboardContent, ClipboardPayload } from './clipboard';
export {
  STOCK_SEARCH,
  validateInvitationEmail,
  validateStickerLinkMessage,
  validateStockQuery,
} from './forms';
export {
  EXPORT_COLOR_MODES,
  EXPORT_FORMATS,
  EXPORT_PRESETS,
  EXPORT_PRESET_IDS,
  applyExportRules,
  exportSettingsForPreset,
  includeCoverApplies,
  validateExportSettings,
} from './exportSettings';
export type { ExportJobParams, ExportPresetId, ExportSettings } from './exportSettings';
