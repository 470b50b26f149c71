/**
 * Imported first by `main.tsx`, before any module defines or uses a zod schema (editor-core's validation). Without it
 * zod probes whether `new Function` works to compile faster parsers; under the server's Content Security Policy
 * (no `unsafe-eval`) that probe is a CSP violation the browser reports on every page load. The interpreted parsers
 * are fast enough for album documents.
 */
import { z } from 'zod';

z.config({ jitless: true });
