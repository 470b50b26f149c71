import type english from '../../messages/en.json';

/** Every message key of the English catalogue, the source every other catalogue is checked against. */
export type MessageKey = keyof typeof english;

/** A catalogue: message key → ICU message. */
export type Messages = Record<string, string>;
