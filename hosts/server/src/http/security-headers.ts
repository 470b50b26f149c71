/**
 * Security headers on every answer the server gives (API, app, renderer, fonts, files, errors) through
 * `@fastify/helmet`, registered at the root so routes registered later inherit it.
 *
 * The content security policy fits what the app and the renderer do: scripts only from here plus WebAssembly
 * compilation (CanvasKit, automerge), workers from here or `blob:`, images from here, `data:`/`blob:` (uploads
 * previewed before they are sent, canvas exports) and https (stock photos, OIDC avatars), the sync WebSocket and
 * any other sync nodes or the S3 endpoint as connections, no plugins, and no framing by anyone: the editor is
 * embedded as packages, never in frames.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/** HSTS lifetime: 180 days, long enough to matter, short enough to undo a mistaken https setup. */
const HSTS_SECONDS = 180 * 24 * 3600;

function originOf(publicUrl: string): string | undefined {
  try {
    return new URL(publicUrl).origin;
  } catch {
    return undefined;
  }
}

export function contentSecurityPolicy(
  config: Pick<ServerConfig, 'publicUrl' | 'externalOrigins'>,
): Record<string, string[]> {
  const https = config.publicUrl.startsWith('https:');
  // Upload targets and signed file URLs name PUBLIC_URL, which differs from the page's origin when the app is
  // reached under another name (a dev proxy, localhost for 127.0.0.1).
  const own = originOf(config.publicUrl);
  const socket = own?.replace(/^http/, 'ws');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'worker-src': ["'self'", 'blob:'],
    // Older browsers fall back from worker-src to child-src.
    'child-src': ["'self'", 'blob:'],
    // 'self' covers same-origin WebSockets in current browsers; the explicit origin covers the others.
    'connect-src': ["'self'", ...(own && socket ? [own, socket] : []), ...config.externalOrigins.connect],
    'img-src': [
      "'self'",
      ...(own ? [own] : []),
      'data:',
      'blob:',
      'https:',
      ...config.externalOrigins.images,
    ],
    'media-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // React and the UI kit set style attributes; style elements come from built files.
    'style-src': ["'self'", "'unsafe-inline'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'manifest-src': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export async function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const https = config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Files and fonts may be shown by pages elsewhere (the editor packages embedded in other sites); the API needs
    // a bearer token, which a cross-origin page cannot attach to a plain load, so nothing leaks by allowing it.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // On plain http (local and demo setups) HSTS would be ignored at best and lock a host name to https at worst.
    strictTransportSecurity: https ? { maxAge: HSTS_SECONDS, includeSubDomains: false } : false,
  });
}
