import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@album/i18n';
import en from '@album/i18n/messages/en.json';
import { createAnalytics } from '../analytics/analytics';
import type { AnalyticsEvent } from '../analytics/analytics';
import { ServicesContext } from '../app/services';
import type { AppServices } from '../app/services';
import { CONSENT_BANNER_DELAY_MS } from './consent-banner';
import { CookieBanner } from './CookieBanner';

function renderBanner() {
  const analytics = createAnalytics({ storage: localStorage });
  const seen: AnalyticsEvent[] = [];
  analytics.addSink({ track: (event) => seen.push(event) });
  const services = { analytics } as unknown as AppServices;
  render(
    <ServicesContext.Provider value={services}>
      <I18nProvider language="en" messages={en}>
        <CookieBanner />
      </I18nProvider>
    </ServicesContext.Provider>,
  );
  return { analytics, seen };
}

const wait = () => act(() => vi.advanceTimersByTime(CONSENT_BANNER_DELAY_MS));

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('cookie banner', () => {
  it('appears after the delay and sends analytics only once targeting is accepted', async () => {
    const { analytics, seen } = renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    await wait();
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(screen.getByRole('checkbox', { name: 'Necessary (always on)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Necessary (always on)' })).toBeDisabled();
    analytics.track('Album Created');
    expect(seen).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner).not.toBeInTheDocument();
    analytics.track('Album Created');
    expect(seen).toEqual(['Album Created']);
  });

  it('stores a refusal of targeting and stays away afterwards', async () => {
    const { analytics, seen } = renderBanner();
    await wait();
    await userEvent.click(screen.getByRole('button', { name: 'Save my choice' }));
    expect(analytics.consent()).toBe('denied');
    analytics.track('Album Created');
    expect(seen).toEqual([]);
  });

  it('is not shown again once a choice is stored', async () => {
    createAnalytics({ storage: localStorage }).setConsent('granted');
    renderBanner();
    await wait();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});
