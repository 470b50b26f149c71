import { screen } from '@testing-library/dom';
import { afterEach, expect, it, vi } from 'vitest';
import en from '../../../packages/i18n/messages/en.json';
import { createTranslate, TranslateProvider } from './i18n';
import { cleanup, render } from './test/render';
import { UploadPage } from './UploadPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

const renderPage = () =>
  render(
    <TranslateProvider translate={createTranslate('en', en as Record<string, string>)}>
      <UploadPage token="tok-1" clientId="web-1" />
    </TranslateProvider>,
  );

it('says the album does not exist or takes no uploads when the link is unknown or disabled', async () => {
  answer(404, { error: { code: 'not_found', message: 'gone' } });
  renderPage();
  expect(
    await screen.findByText('This album does not exist or is currently not accepting uploads.'),
  ).toBeTruthy();
  expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/v1/public/sticker_uploads/tok-1');
});

it('shows our brand, except on a white-label link', async () => {
  const config = { title: 'Camp', content: '', white_label: false, require_position: false, sections: [] };
  answer(200, { data: config });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Camp' })).toBeTruthy();
  expect(screen.getByText(en['upload.public.brand'])).toBeTruthy();
  cleanup();
  answer(200, { data: { ...config, white_label: true } });
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Camp' })).toBeTruthy();
  expect(screen.queryByText(en['upload.public.brand'])).toBeNull();
});
