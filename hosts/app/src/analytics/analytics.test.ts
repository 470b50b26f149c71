import { describe, expect, it } from 'vitest';
import { CONSENT_LIFETIME_MS, CONSENT_STORAGE_KEY, createAnalytics } from './analytics';
import type { AnalyticsEvent } from './analytics';

describe('analytics', () => {
  it('sends nothing before consent, everything after, and nothing after a refusal', () => {
    let time = 1_000;
    const analytics = createAnalytics({ storage: localStorage, now: () => time });
    const seen: AnalyticsEvent[] = [];
    analytics.addSink({ track: (event) => seen.push(event) });
    analytics.track('Spread Created');
    analytics.setConsent('granted');
    analytics.track('Sticker Placed', { count: 1 });
    analytics.setConsent('denied');
    analytics.track('Spread Deleted');
    expect(seen).toEqual(['Sticker Placed']);
    time += CONSENT_LIFETIME_MS;
    expect(analytics.consent()).toBeNull();
  });

  it('keeps editing alive when a sink throws', () => {
    const analytics = createAnalytics({ storage: localStorage });
    analytics.setConsent('granted');
    const seen: string[] = [];
    analytics.addSink({
      track: () => {
        throw new Error('vendor down');
      },
    });
    analytics.addSink({ track: (event) => seen.push(event) });
    expect(() => analytics.track('Sticker Created')).not.toThrow();
    expect(seen).toEqual(['Sticker Created']);
  });

  it('asks again when the choice was made under another consent revision', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ consent: 'granted', at: Date.now() }));
    const analytics = createAnalytics({ storage: localStorage });
    const seen: string[] = [];
    analytics.addSink({ track: (event) => seen.push(event) });
    analytics.track('Album Created');
    expect(analytics.consent()).toBeNull();
    expect(seen).toEqual([]);
  });
});
