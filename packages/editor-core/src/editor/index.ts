/**
 * The editor facade (`createEditor`) and the pure pieces it is built from: selection and modes, keyboard mapping,
 * permissions, clipboard.
 */
export * from './create-editor';
export * from './selection';
export * from './keyboard';
export * from './permissions';
export * from './clipboard';
export { Emitter } from './events';
