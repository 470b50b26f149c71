import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Blueprint, User } from '@album/api-client';
import { fixtureAlbum } from '@album/editor-core/testing';
import { App, createQueryClient } from '../app/App';
import { createServices } from '../app/services';
import { stubMatchMedia } from '../test/match-media';
import { createThumbnailRenderer, ThumbnailContext } from '../tabs/layouts/thumbnails';
import { loadWizardState, PENDING_WIZARD_KEY, saveWizardState } from './wizard-storage';
import { WizardScreen } from './WizardScreen';

function blueprint(id: string, category: Blueprint['blueprint_category'], title: string): Blueprint {
  return {
    ...fixtureAlbum(),
    id,
    title,
    blueprint_category: category,
    cover_preview_url: null,
    sections: [],
  };
}

const WEDDING = blueprint('bp-wedding', 'wedding', 'Our Wedding');
const BUSINESS = blueprint('bp-business', 'business', 'Team Album');
const BLUEPRINTS = [WEDDING, BUSINESS];

const user: User = {
  id: 'u1',
  sub: 'u1',
  email: 'ann@example.com',
  nickname: 'Ann',
  picture: null,
  roles: [],
  locale: 'en',
  organizations: [],
  activated: true,
  cookie_consent: null,
};

const answer = (data: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify({ data }), { status }));

function renderWizard(url = '/album/new/k1') {
  const fetch = vi.fn((input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://app.test').pathname;
    if (path === '/api/v1/blueprints') return answer({ blueprints: BLUEPRINTS });
    const one = BLUEPRINTS.find((entry) => path === `/api/v1/blueprints/${entry.id}`);
    if (one) return answer({ blueprint: one });
    if (path === '/api/v1/presets/colors')
      return answer({
        color_presets: [
          { id: 'ocean', name: 'Ocean', colors: ['#023e8a', '#0096c7', '#90e0ef', '#f0fbff', '#03045e'] },
        ],
      });
    if (path === '/api/v1/presets/fonts') return answer({ font_presets: [] });
    return answer({ error: { code: 'not_found', message: 'no' } }, 404);
  });
  const services = createServices({ language: () => 'en', storage: localStorage, fetch });
  services.session.signIn('token', user);
  const thumbnails = createThumbnailRenderer(() => Promise.resolve('blob:preview'));
  const router = createMemoryRouter(
    [
      {
        path: '/album/new/:key?',
        Component: () => (
          <ThumbnailContext.Provider value={thumbnails}>
            <WizardScreen />
          </ThumbnailContext.Provider>
        ),
      },
      { path: '/album/new/confirm', Component: () => <p>confirm screen</p> },
    ],
    { initialEntries: [url] },
  );
  render(<App services={services} router={router} queryClient={createQueryClient()} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  stubMatchMedia(() => false);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('creation wizard', () => {
  it('creates nothing before a blueprint is chosen, then stores the state and goes to the confirmation', async () => {
    const router = renderWizard('/album/new/k1?ref=mail');
    const create = await screen.findByRole('button', { name: 'Create album' });
    expect(create).toBeDisabled();
    // One step: no counter.
    expect(screen.queryByTestId('wizard-step-counter')).toBeNull();

    await userEvent.click(await screen.findByRole('radio', { name: 'Our Wedding' }));
    expect(await screen.findByTestId('wizard-preview-picture')).toBeInTheDocument();
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);

    await screen.findByText('confirm screen');
    expect(router.state.location.search).toBe('?ref=mail');
    const pending = loadWizardState(localStorage, PENDING_WIZARD_KEY);
    expect(pending?.blueprintId).toBe('bp-wedding');
    expect(pending?.colors).toEqual(WEDDING.colors);
  });

  it('applies a colour preset to the palette and asks before another blueprint overwrites it', async () => {
    renderWizard();
    await userEvent.click(await screen.findByRole('radio', { name: 'Our Wedding' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Colour preset 1' }));
    expect(screen.getByRole('button', { name: 'Colour preset 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(loadWizardState(localStorage, 'k1')?.colors.slice(2, 7)).toEqual([
      '#023e8a',
      '#0096c7',
      '#90e0ef',
      '#f0fbff',
      '#03045e',
    ]);

    await userEvent.click(screen.getByRole('radio', { name: 'Team Album' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the template?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(loadWizardState(localStorage, 'k1')?.blueprintId).toBe('bp-wedding');
    expect(screen.getByRole('radio', { name: 'Our Wedding' })).toBeChecked();
  });

  it('offers the sticker designs as a radio group that arrow keys walk, and stores the chosen one', async () => {
    renderWizard();
    await userEvent.click(await screen.findByRole('radio', { name: 'Our Wedding' }));
    const designs = await screen.findByRole('radiogroup', { name: 'Sticker design' });
    const radios = within(designs).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'default',
      'gold',
      'accented',
      'themed',
      'triangle',
      'tilted',
    ]);
    // The blueprint's own design is chosen at first.
    expect(within(designs).getByRole('radio', { name: 'Classic' })).toBeChecked();
    await userEvent.click(within(designs).getByRole('radio', { name: 'Classic' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(within(designs).getByRole('radio', { name: 'Golden' })).toBeChecked();
    expect(within(designs).getByRole('radio', { name: 'Golden' })).toHaveFocus();
    const saved = loadWizardState(localStorage, 'k1');
    expect(saved?.stickerTemplateSettings).toEqual({ ...WEDDING.stickerTemplateSettings, id: 'gold' });
    expect(saved?.edited).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Create album' }));
    await screen.findByText('confirm screen');
    expect(loadWizardState(localStorage, PENDING_WIZARD_KEY)?.stickerTemplateSettings?.id).toBe('gold');
  });

  it('adds the data step for a business album of a user without an organisation', async () => {
    renderWizard();
    await userEvent.click(await screen.findByRole('radio', { name: 'Team Album' }));
    expect(await screen.findByTestId('wizard-step-counter')).toHaveTextContent('Step 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'About your organisation' })).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create album' });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Organisation name/ }), 'Acme');
    await userEvent.type(screen.getByRole('textbox', { name: /Contact name/ }), 'Ada');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '+49 30 1234');
    expect(create).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose a template' })).toBeInTheDocument();
  });

  it('offers to restore an earlier state, and forgets it when discarded', async () => {
    saveWizardState(localStorage, 'k1', {
      blueprintId: 'bp-wedding',
      blueprintCategory: 'wedding',
      workspace: WEDDING.workspace,
      colors: WEDDING.colors,
      fonts: WEDDING.fonts,
      edited: true,
    });
    renderWizard();
    const dialog = await screen.findByRole('alertdialog', { name: 'Continue where you left off?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('radio', { name: 'Our Wedding' })).toBeChecked();
  });

  it('starts empty when the earlier state is discarded', async () => {
    saveWizardState(localStorage, 'k1', {
      blueprintId: 'bp-wedding',
      blueprintCategory: 'wedding',
      workspace: WEDDING.workspace,
      colors: WEDDING.colors,
      fonts: WEDDING.fonts,
      edited: false,
    });
    renderWizard();
    const dialog = await screen.findByRole('alertdialog', { name: 'Continue where you left off?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(loadWizardState(localStorage, 'k1')).toBeNull();
    expect(await screen.findByRole('radio', { name: 'Our Wedding' })).not.toBeChecked();
  });
});
