export * from './loopback';
