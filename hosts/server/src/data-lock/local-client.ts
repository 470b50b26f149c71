/**
 * The other side of `local-routes.ts`: a command line tool calling the server that holds the data folder, with the
 * URL and key from its lock file.
 */
import type { DataLockInfo } from './lock-file';
import { LOCAL_KEY_HEADER } from './local-routes';

/** The server answered with an error; `message` is its own. */
export class LocalServerError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'LocalServerError';
  }
}

export interface LocalServer {
  url: string;
  localKey: string;
}

/** The server behind a lock, or undefined when the holder is no listening server (starting, or another tool). */
export function localServerOf(info: DataLockInfo): LocalServer | undefined {
  return info.url && info.localKey ? { url: info.url, localKey: info.localKey } : undefined;
}

/** Calls `path` under `/api/v1` and answers the response when it is 2xx. */
export async function callLocalServer(
  server: LocalServer,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      [LOCAL_KEY_HEADER]: server.localKey,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!response.ok) {
    const text = await response.text();
    let message = text;
    try {
      message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text;
    } catch {
      // not JSON: the text itself
    }
    throw new LocalServerError(response.status, `${server.url} answered ${response.status}: ${message}`);
  }
  return response;
}

/** The `data` of a JSON answer. */
export async function localJson<T>(response: Response): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}
