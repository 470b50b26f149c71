import { describe, expect, it } from 'vitest';
import { loadDocumentsConfig } from './config';

describe('loadDocumentsConfig', () => {
  it('delivers to DATA_DIR/transfers at 300 dpi by default, with a seller named after the product', () => {
    const config = loadDocumentsConfig({}, '/srv/album');
    expect(config.transfer).toEqual({
      target: { kind: 'folder', storage: { driver: 'local', root: '/srv/album/transfers' } },
      dpi: 300,
    });
    expect(config.seller).toEqual({
      name: 'Sticker Album',
      address: [],
      vatId: null,
      email: null,
      bank: null,
    });
  });

  it('reads the seller block, its address lines split at |', () => {
    const { seller } = loadDocumentsConfig(
      { SELLER_NAME: 'Album GmbH', SELLER_ADDRESS: ' Musterstraße 1 | 10115 Berlin |', SELLER_VAT_ID: 'DE1' },
      '/d',
    );
    expect(seller).toMatchObject({
      name: 'Album GmbH',
      address: ['Musterstraße 1', '10115 Berlin'],
      vatId: 'DE1',
    });
  });

  it('takes an S3 bucket with the file storage’s S3 settings', () => {
    const { transfer } = loadDocumentsConfig(
      {
        TRANSFER_TARGET: 's3://print-partner/incoming/orders',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
      '/d',
    );
    expect(transfer.target).toEqual({
      kind: 's3',
      storage: {
        driver: 's3',
        bucket: 'print-partner',
        prefix: 'incoming/orders',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
      },
    });
  });

  it('refuses SFTP (not supported yet), other schemes and a DPI out of range', () => {
    expect(() => loadDocumentsConfig({ TRANSFER_TARGET: 'sftp://partner/in' }, '/d')).toThrow(
      'TRANSFER_TARGET sftp:// is not supported yet; use file:// or s3://',
    );
    expect(() => loadDocumentsConfig({ TRANSFER_TARGET: 'ftp://partner/in' }, '/d')).toThrow(
      /must start with/,
    );
    expect(() => loadDocumentsConfig({ TRANSFER_DPI: '50' }, '/d')).toThrow(/TRANSFER_DPI/);
    expect(() => loadDocumentsConfig({ TRANSFER_DPI: '300.5' }, '/d')).toThrow(/TRANSFER_DPI/);
  });
});
