/**
 * What the request log may show. Tokens travel in headers (bearer, preview, render, WebSocket subprotocol), in query
 * strings (upload targets, preview links, signed file URLs) and in paths (public sticker links, previews,
 * invitations): the log keeps the route and drops those values, so a log reader cannot sign in as anyone or open
 * anyone's links.
 */
import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** Query parameters whose values are credentials (upload token, preview token, signature and expiry of file URLs). */
const SECRET_QUERY = /^(code|exp|expires|sig|signature|secret|password)$|token$|key$/i;

/** Path segments that are credentials: the token after these route words. */
const SECRET_PATH =
  /(\/(?:public\/sticker_uploads|public\/album_previews|public\/invitations|invitations|s|preview)\/)([^/?#]+)/g;

/** `url` with credentials replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(
    SECRET_PATH,
    (_all, head: string) =>
      // Invitation ids (uuid) in `DELETE /invitations/:id` are not secrets, but telling them apart costs more than
      // redacting them too.
      `${head}${REDACTED}`,
  );
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_QUERY.test(decodeURIComponentSafe(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** pino options for Fastify's logger. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-preview-token"]',
        'req.headers["x-render-token"]',
        'req.headers["sec-websocket-protocol"]',
        'res.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}
