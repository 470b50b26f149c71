export type { PutOptions, SignedUrlOptions, Storage, StoredObjectInfo } from './storage';
export { StorageKeyError, StorageNotFoundError, assertValidKey, readAll } from './storage';
export { LocalDiskStorage } from './local-disk';
export { S3Storage, createS3Client } from './s3';
export type { S3StorageOptions } from './s3';
export { createStorage } from './create-storage';
