import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, isNavigationAbort } from './report-error';

describe('createErrorReporter', () => {
  it('sends the error with where it happened', () => {
    const send = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = createErrorReporter({ endpoint: '/api/v1/client_errors', token: () => null, send });
    report(new Error('boom'), { albumId: 'a1' });
    expect(send).toHaveBeenCalledTimes(1);
    const [endpoint, body] = send.mock.calls[0]!;
    expect(endpoint).toBe('/api/v1/client_errors');
    expect(JSON.parse(body as string)).toMatchObject({ message: 'boom', albumId: 'a1' });
  });

  it('does not report work the browser cancelled because the user left the page', () => {
    const send = vi.fn();
    const report = createErrorReporter({ endpoint: '/e', token: () => null, send });
    const wasm = new Error(
      'WebAssembly compilation aborted: Network error: Response body loading was aborted',
    );
    report(wasm);
    report(new DOMException('The user aborted a request.', 'AbortError'));
    expect(send).not.toHaveBeenCalled();
    expect(isNavigationAbort(new TypeError('x is undefined'))).toBe(false);
  });
});
