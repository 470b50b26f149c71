import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Album, Order, OrderComment } from '@album/api-client';
import { createQueryClient } from '../../app/App';
import { ConfirmHost } from '../../dialogs/confirm';
import { createWorkspaceTest } from '../../test/render-workspace';
import { ReviewTab } from './ReviewTab';

afterEach(cleanup);

const comment: OrderComment = {
  id: 'c1',
  order_id: 'o1',
  completed: false,
  content: 'The logo on page 3 is blurry.',
  email: 'staff@example.com',
  created_at: '2026-03-04T10:00:00Z',
};

function orderWith(locked: boolean): { order: Order } {
  return { order: { id: 'o1', album: { id: 'album-1', locked } } as Order };
}

function setUp(locked: boolean) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const reload = vi.fn();
  // The server's lock: feedback opens the album, the approval locks it.
  let serverLocked = locked;
  const api = {
    orders: {
      get: vi.fn(() => Promise.resolve(orderWith(serverLocked))),
      reviewComments: vi.fn(() => Promise.resolve({ comments: [comment] })),
      submitReview: vi.fn(() => {
        serverLocked = false;
        return Promise.resolve(orderWith(false));
      }),
      printApproval: vi.fn(() => {
        serverLocked = true;
        return Promise.resolve(orderWith(true));
      }),
    },
  };
  const { wrapper } = createWorkspaceTest({
    api,
    withEditorProvider: false,
    session: {
      album: { id: 'album-1', locked, last_order_id: 'o1', hasOrder: true } as unknown as Album,
      reload,
    },
    outer: (children) => <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>,
    inner: (children) => <ConfirmHost>{children}</ConfirmHost>,
  });
  render(<ReviewTab onOpenTab={() => undefined} />, { wrapper });
  return { api, reload };
}

describe('ReviewTab', () => {
  it('lists the open comments and asks for confirmation before the final print approval', async () => {
    const { api, reload } = setUp(false);
    expect(await screen.findByText('The logo on page 3 is blurry.')).toBeVisible();
    // Not locked: feedback waits for the proof, the approval is offered.
    expect(screen.getByRole('textbox', { name: 'Your feedback' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeDisabled();
    await userEvent.click(screen.getByTestId('print-approval'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve the album for print?' });
    expect(dialog).toHaveTextContent('This is final');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.orders.printApproval).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('print-approval'));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Approve for print' }));
    await waitFor(() => expect(api.orders.printApproval).toHaveBeenCalledWith('o1'));
    // The album is locked now: it opens afresh (read-only for its owner) and the approval is gone.
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(await screen.findByTestId('review-locked')).toBeVisible();
    expect(screen.queryByTestId('print-approval')).toBeNull();
  });

  it('sends feedback on a locked album, which reopens the album', async () => {
    const { api, reload } = setUp(true);
    const field = await screen.findByRole('textbox', { name: 'Your feedback' });
    await waitFor(() => expect(field).toBeEnabled());
    expect(screen.queryByTestId('print-approval')).toBeNull();
    const send = screen.getByRole('button', { name: 'Send feedback' });
    expect(send).toBeDisabled();
    await userEvent.type(field, 'Please sharpen the logo.');
    await userEvent.click(send);
    await waitFor(() =>
      expect(api.orders.submitReview).toHaveBeenCalledWith('o1', { message: 'Please sharpen the logo.' }),
    );
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });
});
