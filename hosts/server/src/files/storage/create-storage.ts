import type { StorageConfig } from '../../config';
import { LocalDiskStorage } from './local-disk';
import { S3Storage } from './s3';
import type { Storage } from './storage';

/** The storage driver the configuration names (`STORAGE_URL`: `file://...` or `s3://bucket/prefix`). */
export function createStorage(config: StorageConfig): Storage {
  if (config.driver === 'local') return new LocalDiskStorage(config.root);
  return new S3Storage(config);
}
