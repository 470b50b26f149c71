import { ApiError, errorFromBody } from './errors';

type MaybeGetter<T> = T | (() => T);

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /** Base of the API including the version, e.g. `http://127.0.0.1:3000/api/v1` or `/api/v1`. */
  baseUrl: string;
  /** Bearer token, or a function answering the current one (null when signed out). */
  token?: MaybeGetter<string | null | undefined>;
  /** Sent as Accept-Language (e.g. `de`, or `de-DE,de;q=0.9`). */
  language?: MaybeGetter<string | null | undefined>;
  /**
   * Called for every 401 answer to a call that carried a token: the session is over, log the user out.
   * Calls without a token (sign-in with a wrong password) do not trigger it.
   */
  onUnauthorized?: (error: ApiError) => void;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
}

/** Query string parameters (null and undefined are left out, arrays repeat the key with `[]`). */
export type Query = Record<string, string | number | boolean | null | undefined | Array<string | number>>;

/** Options of one request. */
export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Leave out the bearer token (public calls that should not carry it). Default false. */
  anonymous?: boolean;
}

function resolve<T>(value: MaybeGetter<T> | undefined): T | undefined {
  return typeof value === 'function' ? (value as () => T)() : value;
}

/** Encodes a query; arrays repeat the key with `[]` (Rails style, as `order_features[]`). */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Sends requests: base URL, headers, JSON in and out, `{data}` unwrapped, errors as `ApiError`. */
export class Transport {
  private token: MaybeGetter<string | null | undefined>;
  private language: MaybeGetter<string | null | undefined>;

  constructor(private readonly options: ApiClientOptions) {
    this.token = options.token;
    this.language = options.language;
  }

  get baseUrl(): string {
    return this.options.baseUrl.replace(/\/+$/, '');
  }

  setToken(token: MaybeGetter<string | null | undefined>): void {
    this.token = token;
  }

  setLanguage(language: MaybeGetter<string | null | undefined>): void {
    this.language = language;
  }

  currentToken(): string | null | undefined {
    return resolve(this.token);
  }

  /** Headers every call carries (token unless anonymous, Accept-Language). */
  headers(anonymous = false): Record<string, string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = anonymous ? undefined : resolve(this.token);
    if (token) headers.authorization = `Bearer ${token}`;
    const language = resolve(this.language);
    if (language) headers['accept-language'] = language;
    return headers;
  }

  /** Reports a 401 to the hook when the call carried a token. */
  unauthorized(error: ApiError, hadToken: boolean): void {
    if (error.status === 401 && hadToken) this.options.onUnauthorized?.(error);
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers = { ...this.headers(options.anonymous), ...options.headers };
    const init: RequestInit = { method, headers };
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    if (options.signal) init.signal = options.signal;
    const fetcher = this.options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetcher(`${this.baseUrl}${path}${queryString(options.query)}`, init);
    } catch (cause) {
      const aborted = (cause as { name?: string } | null)?.name === 'AbortError';
      throw new ApiError(
        0,
        aborted
          ? { code: 'aborted', message: 'The request was aborted' }
          : { code: 'network_error', message: 'The server could not be reached' },
        { cause },
      );
    }
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    if (!response.ok) {
      const error = errorFromBody(response.status, text);
      this.unauthorized(error, 'authorization' in headers);
      throw error;
    }
    const parsed = text ? (JSON.parse(text) as { data?: T }) : {};
    return parsed.data as T;
  }
}
