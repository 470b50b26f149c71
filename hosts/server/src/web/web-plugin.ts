/**
 * Serves the browser hosts from the API server in production (`npm start`): the customer app at `/` (every path that
 * is not a file answers the app's `index.html`, so deep links like `/album/:id/images` load the app), the print
 * renderer at `/render/`, and the font files of `@album/fonts` at `/album-fonts/` for both. In development Vite
 * serves the hosts and forwards the API here.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface WebRoots {
  /** Built customer app (`hosts/app/dist`); left out when missing. */
  appDir?: string | undefined;
  /** Built renderer (`hosts/renderer/dist`); left out when missing. */
  rendererDir?: string | undefined;
  /** The `@album/fonts` package root (its `fonts/` folder is served). */
  fontsRoot?: string | undefined;
  /** Built public sticker upload page (`hosts/upload/dist`), served at `/s/`; left out when missing. */
  uploadDir?: string | undefined;
}

const API_OR_SOCKET = /^\/(api|sync)(\/|$|\?)/;

export async function registerWebRoots(app: FastifyInstance, roots: WebRoots): Promise<string[]> {
  const served: string[] = [];
  const fontsDir = roots.fontsRoot ? join(roots.fontsRoot, 'fonts') : undefined;
  if (fontsDir && existsSync(fontsDir)) {
    await app.register(fastifyStatic, {
      root: fontsDir,
      prefix: '/album-fonts/fonts/',
      decorateReply: false,
      // Font files never change under a name: the catalogue names a new file for a new version.
      maxAge: '30d',
      immutable: true,
    });
    served.push('/album-fonts/');
  }
  const rendererIndex = roots.rendererDir ? join(roots.rendererDir, 'index.html') : undefined;
  if (roots.rendererDir && rendererIndex && existsSync(rendererIndex)) {
    await app.register(fastifyStatic, {
      root: roots.rendererDir,
      prefix: '/render/',
      decorateReply: false,
      // An array, not the string 'index.html': with `preCompressed`, @fastify/static looks a directory's index up
      // only in an array, and answered `/render/` with 404 to every browser that sends `Accept-Encoding`.
      index: ['index.html'],
      preCompressed: true,
      setHeaders(response, path) {
        // Vite names built assets by content hash: cache them for good; the page must always be fresh.
        if (path.includes('/assets/'))
          response.header('cache-control', 'public, max-age=31536000, immutable');
        else response.header('cache-control', 'no-cache');
      },
    });
    // `/render?album_id=…` (no slash) is the address of the specification.
    app.get('/render', (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`/render/${query}`);
    });
    served.push('/render/');
  }
  const uploadIndex = roots.uploadDir ? join(roots.uploadDir, 'index.html') : undefined;
  if (roots.uploadDir && uploadIndex && existsSync(uploadIndex)) {
    // The public sticker link `/s/:token`: its own small bundle (hosts/upload), not the app, so a contributor on a
    // phone loads no editor code. Assets by content hash, cached for good, compressed copies beside them.
    await app.register(fastifyStatic, {
      root: join(roots.uploadDir, 'assets'),
      prefix: '/s/assets/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      maxAge: '365d',
      immutable: true,
    });
    app.get('/s/:token', async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        // Read on each request (under 1 KB): a rebuild while the server runs is served at once.
        .send(await readFile(uploadIndex)),
    );
    served.push('/s/');
  }
  const appIndex = roots.appDir ? join(roots.appDir, 'index.html') : undefined;
  if (roots.appDir && appIndex && existsSync(appIndex)) {
    await app.register(fastifyStatic, {
      root: roots.appDir,
      prefix: '/',
      wildcard: false,
      // The page itself comes from the catch-all below, which answers every deep link with it too.
      index: false,
      // The app's build writes .br and .gz beside each asset (hosts/app/build/precompress.ts).
      preCompressed: true,
      setHeaders(response, path) {
        // Vite names built assets by content hash: cache them for good; index.html must always be fresh.
        if (path.includes('/assets/'))
          response.header('cache-control', 'public, max-age=31536000, immutable');
        else response.header('cache-control', 'no-cache');
      },
    });
    // A catch-all route (not the not-found handler, which the error handling owns): API routes are more specific
    // and win; any other page path answers the app, which shows its own "not found" screen.
    app.get('/*', (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (API_OR_SOCKET.test(path)) {
        return reply
          .code(404)
          .send({ error: { code: 'not_found', message: `No route ${request.method} ${path}` } });
      }
      // A file written after the start (a rebuild while the server runs): `send` keeps the path inside the root
      // and answers 404 through the not-found handler when there is no such file.
      if (/\.[a-z0-9]+$/i.test(path)) return reply.sendFile(decodeURIComponent(path.slice(1)), roots.appDir!);
      return reply.header('cache-control', 'no-cache').sendFile('index.html', roots.appDir!);
    });
    served.push('/');
  }
  return served;
}
