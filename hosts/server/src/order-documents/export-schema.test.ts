import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { orderExportJsonSchema } from './export-schema';

const SCHEMA_FILE = new URL('../../../../docs/order-export.schema.json', import.meta.url);
const text = () => `${JSON.stringify(orderExportJsonSchema(), null, 2)}\n`;

describe('docs/order-export.schema.json', () => {
  // Regenerate: WRITE_SCHEMA=1 npx vitest run <this file>, then prettier --write the file.
  it('is the JSON Schema of the export as the code defines it', async () => {
    if (process.env.WRITE_SCHEMA === '1') await writeFile(SCHEMA_FILE, text());
    expect(JSON.parse(await readFile(SCHEMA_FILE, 'utf8'))).toEqual(orderExportJsonSchema());
  });

  it('states its version and requires every field of version 1', () => {
    const schema = orderExportJsonSchema() as {
      $id: string;
      required: string[];
      properties: Record<string, unknown>;
    };
    expect(schema.$id).toMatch(/order-export\/v1\.json$/);
    expect(schema.required).toEqual([
      'schema_version',
      'exported_at',
      'order',
      'customer',
      'shipping_address',
      'line_items',
      'album',
      'production',
    ]);
    expect(schema.properties.schema_version).toEqual({ type: 'number', const: 1 });
  });
});
