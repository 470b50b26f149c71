export * from './rendezvous';
