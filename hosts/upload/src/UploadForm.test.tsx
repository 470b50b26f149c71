import axe from 'axe-core';
import { fireEvent, screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../packages/i18n/messages/en.json';
import type { PreparedPhoto } from './photo';
import { createTranslate, TranslateProvider } from './i18n';
import { act, cleanup, render } from './test/render';
import { UploadForm } from './UploadForm';

// The network half of the contribution is tested on the server; here it is replaced to follow the form's steps.
const contribute = vi.hoisted(() => ({
  storePhoto: vi.fn(),
  verdictOf: vi.fn(),
  postContribution: vi.fn(),
}));
vi.mock('./contribute', async (original) => ({ ...(await original<object>()), ...contribute }));
// jsdom decodes no images: the prepared photo is made up.
const photo: PreparedPhoto = {
  blob: new Blob(['x'], { type: 'image/jpeg' }),
  name: 'me.jpg',
  type: 'image/jpeg',
  width: 1800,
  height: 2400,
  scaled: true,
};
vi.mock('./photo', async (original) => ({
  ...(await original<object>()),
  preparePhoto: vi.fn(async () => photo),
}));

const config = {
  title: 'Summer camp 2026',
  content: 'Hello all!\nPlease send a photo by Friday.',
  white_label: false,
  require_position: true,
  sections: [
    { id: 's1', name: 'Coaches' },
    { id: 's2', name: 'Kids' },
  ],
};

async function expectAxeClean(root: Element) {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

function renderForm() {
  return render(
    <TranslateProvider translate={createTranslate('en', en as Record<string, string>)}>
      <UploadForm token="tok" clientId="web-client-1" config={config} />
    </TranslateProvider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('the upload form', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    contribute.storePhoto.mockImplementation(async (_t, _c, _p, onProgress: (p: object) => void) => {
      onProgress({ loaded: 50, total: 100 });
      return 'blob-1';
    });
    contribute.postContribution.mockResolvedValue({ id: 'upload-1' });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('leads through every step with the focus on each heading, passes axe, and sends the answers', async () => {
    const user = userEvent.setup();
    contribute.verdictOf.mockResolvedValue({
      ok: false,
      checks: [
        { code: 'face', ok: true },
        { code: 'lighting', ok: false, value: 30 },
      ],
      face: { x: 0.3, y: 0.2, width: 0.4, height: 0.3 },
    });
    const { container } = renderForm();
    expect(heading().textContent).toBe('Summer camp 2026');
    expect(screen.getByText(/Please send a photo by Friday/).textContent).toBe(config.content);
    await expectAxeClean(container);

    await user.click(screen.getByRole('button', { name: 'Let’s go' }));
    expect(heading().textContent).toBe('What’s your name?');
    expect(document.activeElement).toBe(heading());
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter your first name.');
    await expectAxeClean(container);
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name (optional)'), 'Lovelace');
    await user.keyboard('{Enter}');

    expect(heading().textContent).toBe('Which chapter do you belong in?');
    expect(document.activeElement).toBe(heading());
    await expectAxeClean(container);
    await user.click(screen.getByRole('radio', { name: 'I don’t know' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(heading().textContent).toBe('What is your position?');
    await user.type(screen.getByLabelText('Position or role'), 'Goalkeeper');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(heading().textContent).toBe('Your photo');
    await user.click(screen.getByRole('button', { name: 'Send photo' }));
    expect(screen.getByRole('alert').textContent).toBe('Please take or choose a photo first.');
    await act(async () => {
      fireEvent.change(screen.getByTestId('photo-input'), {
        target: { files: [new File(['x'], 'me.jpg', { type: 'image/jpeg' })] },
      });
    });
    expect(screen.getByText('1800 × 2400 pixels')).toBeTruthy();
    await expectAxeClean(container);
    await user.click(screen.getByRole('button', { name: 'Send photo' }));

    // The check found a problem: its hint, the face framed, and the choice stays with the contributor.
    expect(await screen.findByText('Tips for a better sticker')).toBeTruthy();
    expect(screen.getByText(/Your face is too dark or too bright/)).toBeTruthy();
    expect(screen.getByTestId('face-box').style.left).toBe('30%');
    expect(contribute.postContribution).not.toHaveBeenCalled();
    await expectAxeClean(container);
    await user.click(screen.getByRole('button', { name: 'Send it anyway' }));

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(document.activeElement).toBe(heading());
    expect(contribute.storePhoto).toHaveBeenCalledWith(
      'tok',
      'web-client-1',
      photo,
      expect.any(Function),
      expect.any(Object),
    );
    expect(contribute.postContribution).toHaveBeenCalledWith(
      'tok',
      'web-client-1',
      'blob-1',
      photo,
      { name: 'Ada', lastName: 'Lovelace', sectionId: null, position: 'Goalkeeper' },
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Send another photo' }));
    expect(heading().textContent).toBe('Summer camp 2026');
  });

  it('ends on the error step with the server’s reason and a restart', async () => {
    const user = userEvent.setup();
    contribute.verdictOf.mockResolvedValue(null);
    const { RequestError } = await import('./api');
    contribute.postContribution.mockRejectedValue(new RequestError(429, 'rate_limited', 'Too many', 30));
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Let’s go' }));
    await user.type(screen.getByLabelText('First name'), 'Bo');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Kids' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Position or role'), 'Striker');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await act(async () => {
      fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [new File(['x'], 'me.jpg')] } });
    });
    await user.click(screen.getByRole('button', { name: 'Send photo' }));
    expect(await screen.findByRole('heading', { name: 'That did not work' })).toBeTruthy();
    expect(screen.getByText(en['api.error.rate_limited'])).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(heading().textContent).toBe('Summer camp 2026');
  });
});
