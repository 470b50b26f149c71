import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Partner } from '@album/api-client';
import { App, createQueryClient } from '../app/App';
import { createServices } from '../app/services';
import { expectNoSeriousA11yViolations } from '../test/axe';
import { ADMIN_USER } from '../test/users';
import { AffiliateScreen } from './AffiliateScreen';

const admin = ADMIN_USER;

const CONVERSIONS = {
  album_conversions: {
    total_count: 3,
    data: [
      { month: '2026-05', count: 1 },
      { month: '2026-06', count: 2 },
    ],
  },
  order_conversions: { total_count: 1, data: [{ month: '2026-06', count: 1 }] },
  url_source: { wedding: '/?ref=tok1&aud=wedding', business: '/?ref=tok1&aud=business' },
};

function renderAffiliate(url: string, options: { admin?: boolean } = {}) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const partners: Partner[] = [];
  const sent: Array<{ method: string; path: string; body: unknown; auth: string | null }> = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { name: string }) : undefined;
    const auth = new Headers(init?.headers).get('authorization');
    sent.push({ method, path: url.pathname, body, auth });
    const answer = (data: unknown, status = 200) =>
      Promise.resolve(new Response(JSON.stringify(status < 300 ? { data } : data), { status }));
    if (url.pathname === '/api/v1/public/affiliate_conversions')
      return url.searchParams.get('token') === 'tok1'
        ? answer(CONVERSIONS)
        : answer({ error: { code: 'not_found', message: 'no partner' } }, 404);
    if (url.pathname === '/api/v1/admin/partners' && method === 'GET') return answer({ partners });
    if (url.pathname === '/api/v1/admin/partners' && method === 'POST') {
      const partner: Partner = {
        id: 'p1',
        name: body!.name,
        url_token: 'tok1',
        url_source: CONVERSIONS.url_source,
        created_at: '2026-06-01T10:00:00Z',
      };
      partners.push(partner);
      return answer({ partner }, 201);
    }
    return answer({ error: { code: 'not_found', message: 'no' } }, 404);
  });
  localStorage.clear();
  const services = createServices({ language: () => 'en', storage: localStorage, fetch });
  if (options.admin) services.session.signIn('token', admin);
  const router = createMemoryRouter([{ path: '/affiliate', Component: AffiliateScreen }], {
    initialEntries: [url],
  });
  render(<App services={services} router={router} queryClient={createQueryClient()} />);
  return { router, sent };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('AffiliateScreen', () => {
  it('shows a partner its links per audience and the referrals by month, without signing in', async () => {
    const { sent } = renderAffiliate('/affiliate?token=tok1');
    const table = await screen.findByTestId('affiliate-table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['MonthAlbums createdOrders', 'May 202610', 'June 202621']);
    expect(screen.getByTestId('affiliate-total-albums').textContent).toBe('3');
    const wedding = within(screen.getByTestId('affiliate-link-wedding')).getByRole('textbox');
    expect((wedding as HTMLInputElement).value).toBe(`${window.location.origin}/?ref=tok1&aud=wedding`);
    expect(sent[0]).toMatchObject({ path: '/api/v1/public/affiliate_conversions', auth: null });
    await expectNoSeriousA11yViolations(document.body);
  });

  it('copies a link and says which', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderAffiliate('/affiliate?token=tok1');
    await user.click(await screen.findByRole('button', { name: 'Copy Link for businesses' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?ref=tok1&aud=business`);
    expect(await screen.findByText('Copied: Link for businesses')).toBeTruthy();
  });

  it('says so when the token names no partner', async () => {
    renderAffiliate('/affiliate?token=unknown');
    expect((await screen.findByTestId('affiliate-error')).textContent).toBe(
      'Your partner account could not be loaded. Please try again later.',
    );
  });

  it('lets an admin create a partner, the name required', async () => {
    const user = userEvent.setup();
    const { sent } = renderAffiliate('/affiliate', { admin: true });
    expect(await screen.findByText('No partners yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create partner' }));
    expect(screen.getByText('Enter the partner’s name.')).toBeTruthy();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /Name of the new partner/ }), 'Wedding planner');
    await user.click(screen.getByRole('button', { name: 'Create partner' }));
    const link = await screen.findByRole('link', { name: 'Wedding planner' });
    expect(link.getAttribute('href')).toBe('/affiliate?token=tok1');
  });
});
