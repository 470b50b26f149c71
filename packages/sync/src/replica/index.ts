export * from './album-view';
export * from './reconcile';
export * from './doc-access';
export * from './memory-docs';
export * from './binding';
