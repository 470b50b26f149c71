import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutMessage } from '@album/api-client';
import { createTopBarTest } from './test-support';
import { PREFLIGHT_REFRESH_DELAY_MS, usePreflight } from './use-preflight';

const MISSING_DATE: CheckoutMessage = { key: 'checkout.preflight.missingReleaseDate' };
const NO_STICKERS: CheckoutMessage = { key: 'preflight.noStickers' };

/** The hook on the top bar's test wiring, with the checkout answering `answers` one after another. */
function setup(...answers: Array<CheckoutMessage[] | Error>) {
  const test = createTopBarTest();
  for (const answer of answers) {
    if (answer instanceof Error) test.checkout.mockRejectedValueOnce(answer);
    else test.checkout.mockResolvedValueOnce({ errors: answer });
  }
  const hook = renderHook(usePreflight, { wrapper: test.wrapper });
  return { ...test, ...hook };
}

afterEach(() => vi.useRealTimers());

describe('usePreflight', () => {
  it('is null until the first answer, then the messages', async () => {
    const { result, checkout } = setup([MISSING_DATE]);
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toEqual([MISSING_DATE]));
    expect(checkout).toHaveBeenCalledWith('album-1');
  });

  it('asks again when the title changes, and keeps the last answer when that fails', async () => {
    const { result, rerender, session, checkout } = setup([MISSING_DATE], new Error('offline'));
    await waitFor(() => expect(result.current).toEqual([MISSING_DATE]));
    rerender();
    expect(checkout).toHaveBeenCalledTimes(1);

    session.album.title = 'Sommerfest 2027';
    rerender();
    await waitFor(() => expect(checkout).toHaveBeenCalledTimes(2));
    // The failure is a hint not given: the previous messages stay.
    expect(result.current).toEqual([MISSING_DATE]);
  });

  it('asks again once after the content stopped changing', async () => {
    vi.useFakeTimers();
    const { result, editor, checkout } = setup([MISSING_DATE], [NO_STICKERS]);
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toEqual([MISSING_DATE]);

    act(() => void editor.updateColors(['#000000', '#ffffff', '#111111']));
    await act(() => vi.advanceTimersByTimeAsync(PREFLIGHT_REFRESH_DELAY_MS - 1));
    act(() => void editor.updateColors(['#000000', '#ffffff', '#222222']));
    await act(() => vi.advanceTimersByTimeAsync(PREFLIGHT_REFRESH_DELAY_MS - 1));
    // Each change restarts the wait: nothing asked yet.
    expect(checkout).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(checkout).toHaveBeenCalledTimes(2);
    // The answer reaches the screen through the query's batched notifications (timers of their own).
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toEqual([NO_STICKERS]);
  });
});
