/**
 * Reports an uncaught error to the server (spec section 8: "error reported; team informed"). Uses `sendBeacon` so a
 * report still leaves when the user reloads at once; falls back to `fetch` with keepalive.
 */
export interface ErrorReport {
  message: string;
  stack?: string;
  /** Where it happened: the route and, for the editor, the album. */
  url: string;
  albumId?: string;
  componentStack?: string;
}

export type ErrorReporter = (error: unknown, context?: Partial<ErrorReport>) => void;

export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error)
    return { message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { message: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)) };
}

/**
 * Work the browser cancels because the user left the page (a fetch or the CanvasKit wasm compile still running):
 * nothing went wrong, so nothing is reported.
 */
export function isNavigationAbort(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof DOMException !== 'undefined' && error instanceof DOMException))
    return false;
  return error.name === 'AbortError' || /WebAssembly compilation aborted/i.test(error.message);
}

/** What the server accepts of each field (`hosts/server/src/web/client-errors.ts`); a longer report would be refused. */
const LIMITS = { message: 2_000, stack: 20_000, componentStack: 20_000, url: 2_000, albumId: 200 } as const;

/** The report cut to the server's limits, so that a huge message or a deep stack still arrives, in part. */
function clipped(report: ErrorReport): ErrorReport {
  const result: ErrorReport = { ...report };
  for (const field of Object.keys(LIMITS) as (keyof typeof LIMITS)[]) {
    const value = result[field];
    if (value !== undefined && value.length > LIMITS[field]) result[field] = value.slice(0, LIMITS[field]);
  }
  return result;
}

export function createErrorReporter(options: {
  endpoint: string;
  token: () => string | null;
  send?: (endpoint: string, body: string) => void;
}): ErrorReporter {
  const send =
    options.send ??
    ((endpoint: string, body: string) => {
      const blob = new Blob([body], { type: 'application/json' });
      if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(endpoint, blob)) return;
      void fetch(endpoint, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'content-type': 'application/json' },
      }).catch(() => undefined);
    });
  return (error, context = {}) => {
    if (isNavigationAbort(error)) return;
    const report: ErrorReport = {
      ...describeError(error),
      url: typeof location === 'undefined' ? '' : location.pathname,
      ...context,
    };
    console.error('[album] uncaught error', error);
    send(options.endpoint, JSON.stringify(clipped(report)));
  };
}
