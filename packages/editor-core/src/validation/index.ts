/**
 * Validation: every rule of the editor specification section 5 as pure functions answering message keys and values.
 * @packageDocumentation
 */
export * from './result';
export * from './album';
export * from './sticker';
export * from './upload';
export * from './resolution';
export * from './ranges';
export * from './pageInput';
export * from './exportRange';
export * from './renderQuery';
export * from './clipboard';
export * from './forms';
export * from './exportSettings';
