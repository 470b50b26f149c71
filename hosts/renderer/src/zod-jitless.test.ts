import { describe, expect, it } from 'vitest';
import { z } from 'zod';
// The source text, as Vite serves `?raw` imports (the test runs in a DOM environment without file URLs).
import main from './main.tsx?raw';

describe('zod under the Content Security Policy', () => {
  it('is configured jitless by the first import of main.tsx, before any schema exists', async () => {
    const firstImport = /^import\s+(?:[^'"]*from\s+)?['"]([^'"]+)['"]/m.exec(main)?.[1];
    expect(firstImport).toBe('./zod-jitless');
    await import('./zod-jitless');
    expect(z.config().jitless).toBe(true);
  });
});
