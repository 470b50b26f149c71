import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@album/api-client';
import { albumSpreads } from '@album/editor-core';
import en from '@album/i18n/messages/en.json';
import { JobsTab } from './JobsTab';
import { RENDER_JOBS_POLL_MS } from './use-render-jobs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { toastMessages } from '../../test/toasts';
import { createJobsTestAlbum, jobAnswer } from './test-support';

const open = (wrapper: ReturnType<typeof createJobsTestAlbum>['wrapper']) =>
  render(<JobsTab onOpenTab={() => undefined} />, { wrapper });

afterEach(() => {
  vi.useRealTimers();
});

describe('JobsTab', () => {
  it('shows nothing to non-admins and asks the server nothing', () => {
    const { wrapper, api } = createJobsTestAlbum({ isAdmin: false });
    const { container } = open(wrapper);
    expect(container).toBeEmptyDOMElement();
    expect(api.list).not.toHaveBeenCalled();
  });

  it('shows the preflight statistics, the fonts and the job list with state, progress and download', async () => {
    const { wrapper } = createJobsTestAlbum({
      jobs: [
        jobAnswer({ id: 'running', state: 'working', progress: 40, file_url: null, pages: null }),
        jobAnswer({ id: 'done', params: { ...jobAnswer().params, range: [3, 4, 5] } }),
        jobAnswer({
          id: 'failed',
          state: 'error',
          file_url: null,
          error_code: 'renderJob.error.nothingToPrint',
        }),
      ],
    });
    open(wrapper);
    const stats = await screen.findByTestId('preflight-stats');
    expect(within(stats).getByText('Empty sticker cells')).toBeInTheDocument();
    expect(within(stats).getByText(/\d+ errors?, \d+ warnings?/)).toBeInTheDocument();

    const rows = await screen.findAllByTestId('job-row');
    expect(rows.map((row) => row.dataset.state)).toEqual(['working', 'finished', 'error']);
    expect(within(rows[0]!).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(rows[0]!).queryByTestId('job-download')).toBeNull();
    const download = within(rows[1]!).getByTestId('job-download');
    expect(download).toHaveAttribute('href', 'http://files.example/job-1.pdf?sig=x');
    expect(download).toHaveAttribute('download', 'Album-album_softcover_inside.pdf');
    expect(rows[1]).toHaveTextContent('Pages 3-5');
    expect(rows[1]).toHaveTextContent('24 pages');
    expect(rows[2]).toHaveTextContent('These settings select no page to print.');

    expect(screen.getByText('Club Sans')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(document.body);
  });

  it('fills the form from a preset and starts a job with the validated settings', async () => {
    const user = userEvent.setup();
    const { wrapper, api, services } = createJobsTestAlbum();
    open(wrapper);
    await screen.findByText('No exports yet.');

    await user.click(within(screen.getByTestId('job-preset')).getByRole('button'));
    await user.click(await screen.findByRole('option', { name: 'Album check' }));
    expect(within(screen.getByTestId('job-format')).getByRole('button')).toHaveTextContent('JPG images');
    expect(screen.getByRole('textbox', { name: 'DPI' })).toHaveValue('200');
    expect(screen.getByRole('switch', { name: 'Compress PDF' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Pages' }), '1-2, 4');
    await user.click(screen.getByTestId('job-start'));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(api.create).toHaveBeenCalledWith('album-1', {
      mode: 'album_check',
      format: 'jpg',
      resolution: 'original',
      dpi: 200,
      showStickers: true,
      includeCover: false,
      includeBleed: false,
      compress: false,
      range: [1, 2, 4],
    });
    const row = await screen.findByTestId('job-row');
    expect(row.dataset.state).toBe('queued');
    expect(toastMessages(services)).toContain('The export has started.');
  });

  it('offers the PDF colours for a PDF only and starts a CMYK job', async () => {
    const user = userEvent.setup();
    const { wrapper, api } = createJobsTestAlbum();
    open(wrapper);
    await screen.findByText('No exports yet.');
    const colors = within(screen.getByTestId('job-color-mode')).getByRole('button');
    expect(colors).toHaveTextContent('RGB, the printer converts');
    await user.click(colors);
    await user.click(await screen.findByRole('option', { name: 'CMYK, converted here' }));
    await user.click(screen.getByTestId('job-start'));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(api.create).toHaveBeenCalledWith(
      'album-1',
      expect.objectContaining({ format: 'pdf', colorMode: 'cmyk' }),
    );

    await user.click(within(screen.getByTestId('job-format')).getByRole('button'));
    await user.click(await screen.findByRole('option', { name: 'JPG images' }));
    expect(screen.queryByTestId('job-color-mode')).toBeNull();
  });

  it('prints the spread in view with the current spread preset', async () => {
    const user = userEvent.setup();
    const { wrapper, editor } = createJobsTestAlbum();
    const [, second] = albumSpreads(editor.getState());
    editor.setCurrentSpread(second!.id);
    open(wrapper);
    await user.click(within(screen.getByTestId('job-preset')).getByRole('button'));
    await user.click(await screen.findByRole('option', { name: 'Current spread' }));
    expect(screen.getByRole('textbox', { name: 'Pages' })).toHaveValue('2-3');
  });

  it('offers the mode in custom mode and keeps include cover to the inside pages', async () => {
    const user = userEvent.setup();
    const { wrapper } = createJobsTestAlbum();
    open(wrapper);
    expect(screen.queryByTestId('job-mode')).toBeNull();
    await user.click(within(screen.getByTestId('job-preset')).getByRole('button'));
    await user.click(await screen.findByRole('option', { name: 'Custom' }));
    const cover = screen.getByRole('switch', { name: 'Include cover' });
    expect(cover).toBeEnabled();
    await user.click(cover);
    expect(cover).toBeChecked();
    await user.click(within(screen.getByTestId('job-mode')).getByRole('button'));
    await user.click(await screen.findByRole('option', { name: 'Sticker sheets' }));
    expect(screen.getByRole('switch', { name: 'Include cover' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Include cover' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Show stickers' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show stickers' })).toBeDisabled();
  });

  it('refuses a bad range or DPI with the reason and a disabled start', async () => {
    const user = userEvent.setup();
    const { wrapper } = createJobsTestAlbum();
    open(wrapper);
    await user.type(screen.getByRole('textbox', { name: 'Pages' }), '5-3');
    expect(screen.getByTestId('job-start')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Pages' })).toHaveAttribute('aria-invalid', 'true');
    const dpi = screen.getByRole('textbox', { name: 'DPI' });
    await user.clear(dpi);
    await user.type(dpi, '20');
    expect(dpi).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the jobs again every 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { wrapper, api } = createJobsTestAlbum({
      jobs: [jobAnswer({ state: 'working', progress: 10, file_url: null })],
    });
    open(wrapper);
    await screen.findByTestId('job-row');
    expect(api.list).toHaveBeenCalledTimes(1);
    api.list.mockResolvedValue([jobAnswer()]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RENDER_JOBS_POLL_MS - 100);
    });
    expect(api.list).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(api.list).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByTestId('job-row').dataset.state).toBe('finished'));
    expect(screen.getByTestId('job-download')).toBeInTheDocument();
  });

  it('keeps the list when a listing fails, says so, and recovers at the next period', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { wrapper, api } = createJobsTestAlbum({ jobs: [jobAnswer({ state: 'working', file_url: null })] });
    open(wrapper);
    await screen.findByTestId('job-row');
    api.list.mockRejectedValueOnce(new Error('offline'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RENDER_JOBS_POLL_MS);
    });
    expect(await screen.findByText('The exports could not be loaded.')).toBeInTheDocument();
    expect(screen.getByTestId('job-row').dataset.state).toBe('working');
    api.list.mockResolvedValue([jobAnswer()]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RENDER_JOBS_POLL_MS);
    });
    await waitFor(() => expect(screen.getByTestId('job-row').dataset.state).toBe('finished'));
    expect(screen.queryByText('The exports could not be loaded.')).toBeNull();
  });

  it('tries the preflight once more before saying it failed', async () => {
    const { wrapper, api } = createJobsTestAlbum();
    api.checkout.mockRejectedValue(new Error('offline'));
    open(wrapper);
    expect(
      await screen.findByText('The preflight could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.checkout).toHaveBeenCalledTimes(2);
  });

  it('deletes a job only after the confirmation', async () => {
    const user = userEvent.setup();
    const { wrapper, api } = createJobsTestAlbum({ jobs: [jobAnswer()] });
    open(wrapper);
    await user.click(await screen.findByTestId('job-delete'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.remove).not.toHaveBeenCalled();
    expect(screen.getByTestId('job-row')).toBeInTheDocument();

    await user.click(screen.getByTestId('job-delete'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith('job-1'));
    await waitFor(() => expect(screen.queryByTestId('job-row')).toBeNull());
  });

  it('copies the render URL before any start with a token it asks the server for, once', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { wrapper, api, services } = createJobsTestAlbum();
    open(wrapper);
    expect(screen.getByTestId('render-url-copy')).toBeEnabled();
    await user.click(screen.getByTestId('render-url-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(api.renderToken).toHaveBeenCalledWith('album-1');
    expect(api.create).not.toHaveBeenCalled();
    const url = new URL(writeText.mock.calls[0]![0]);
    expect(url.pathname).toBe('/render');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      album_id: 'album-1',
      api_url: new URL('/api/v1', window.location.href).href,
      token: 'issued-token',
      mode: 'album_softcover_inside',
      format: 'pdf',
      dpi: '300',
      includeBleed: '1',
    });
    await waitFor(() => expect(toastMessages(services)).toContain('The render URL was copied.'));

    // The issued token lives a day: a second copy reuses it.
    await user.click(screen.getByTestId('render-url-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(new URL(writeText.mock.calls[1]![0]).searchParams.get('token')).toBe('issued-token');
    expect(api.renderToken).toHaveBeenCalledTimes(1);
  });

  it('copies the render URL with the token of a recent start without asking for another', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { wrapper, api } = createJobsTestAlbum();
    open(wrapper);
    await user.click(screen.getByTestId('job-start'));
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('job-start')).toBeEnabled());
    await user.click(screen.getByTestId('render-url-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(new URL(writeText.mock.calls[0]![0]).searchParams.get('token')).toBe('render-token');
    expect(api.renderToken).not.toHaveBeenCalled();
  });

  it('tells why when the server refuses the token, and copies nothing', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { wrapper, api, services } = createJobsTestAlbum();
    api.renderToken.mockRejectedValueOnce(new ApiError(403, { code: 'admin_only', message: 'Admins only' }));
    open(wrapper);
    await user.click(screen.getByTestId('render-url-copy'));
    // admin_only has no message of its own: the generic error.
    await waitFor(() => expect(toastMessages(services)).toEqual([en['error.generic']]));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByTestId('render-url-copy')).toBeEnabled();
  });

  it('locks the album through the settings card', async () => {
    const user = userEvent.setup();
    const { wrapper, api } = createJobsTestAlbum();
    open(wrapper);
    const locked = screen.getByRole('switch', { name: 'Album locked' });
    expect(locked).not.toBeChecked();
    await user.click(locked);
    expect(api.updateAlbum).toHaveBeenCalledWith({ locked: true });
  });
});
