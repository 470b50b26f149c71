import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannerAllowedOn, CONSENT_BANNER_DELAY_MS, consentOf, scheduleBanner } from './consent-banner';

describe('cookie banner schedule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the banner only after the delay when nobody chose yet', () => {
    const show = vi.fn();
    scheduleBanner(null, show);
    vi.advanceTimersByTime(CONSENT_BANNER_DELAY_MS - 1);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('never shows it once a choice is stored', () => {
    const show = vi.fn();
    scheduleBanner('denied', show);
    scheduleBanner('granted', show);
    vi.advanceTimersByTime(CONSENT_BANNER_DELAY_MS * 4);
    expect(show).not.toHaveBeenCalled();
  });

  it('shows nothing when cancelled before the delay ends', () => {
    const show = vi.fn();
    const cancel = scheduleBanner(null, show);
    cancel();
    vi.advanceTimersByTime(CONSENT_BANNER_DELAY_MS * 2);
    expect(show).not.toHaveBeenCalled();
  });

  it('grants analytics only with targeting', () => {
    expect(consentOf(true)).toBe('granted');
    expect(consentOf(false)).toBe('denied');
  });
});

describe('where the banner shows', () => {
  it('shows on the entry pages and the wizard, not inside an album', () => {
    expect(bannerAllowedOn('/sign-up')).toBe(true);
    expect(bannerAllowedOn('/start')).toBe(true);
    expect(bannerAllowedOn('/album/new')).toBe(true);
    expect(bannerAllowedOn('/album/new/k1')).toBe(true);
    expect(bannerAllowedOn('/album/new/confirm')).toBe(true);
    expect(bannerAllowedOn('/album/a1')).toBe(false);
    expect(bannerAllowedOn('/album/a1/stickers')).toBe(false);
    expect(bannerAllowedOn('/album/newest')).toBe(false);
  });
});
