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

  it("cuts a report to the server's limits so that it is still accepted", () => {
    const send = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = createErrorReporter({ endpoint: '/e', token: () => null, send });
    const error = new Error('m'.repeat(5_000));
    error.stack = 's'.repeat(50_000);
    report(error, { componentStack: 'c'.repeat(30_000) });
    const sent = JSON.parse(send.mock.calls[0]![1] as string) as Record<string, string>;
    expect(sent.message).toHaveLength(2_000);
    expect(sent.stack).toHaveLength(20_000);
    expect(sent.componentStack).toHaveLength(20_000);
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
