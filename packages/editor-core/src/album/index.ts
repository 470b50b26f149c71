/**
 * Album maths: album order, spread geometry and page numbering, spine and softcover cover, sticker numbering,
 * automatic text, auto-place and the built-in sticker templates. Pure functions of the document.
 * @packageDocumentation
 */
export * from './spreads';
export * from './pages';
export * from './spine';
export * from './cover';
export * from './cells';
export * from './numbering';
export * from './autoText';
export * from './autoPlace';
export * from './templates';
