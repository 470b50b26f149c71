/**
 * Analytics (spec section 7): the product events go through one interface; nothing leaves the browser until the
 * user consented, and the consent lasts 90 days (spec section 9). Where the events go is pluggable: a host registers
 * sinks (its analytics vendor, a test recorder); the app ships none, so by default events are only counted.
 */
export const ANALYTICS_EVENTS = [
  'Sticker Created',
  'Sticker Placed',
  'Background Image Placed',
  'Spread Created',
  'Spread Updated',
  'Spread Deleted',
  // Spec 001 section 4: /album/new/confirm tracks the creation.
  'Album Created',
] as const;

export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

export type AnalyticsProperties = Record<string, string | number | boolean | null>;

export interface AnalyticsSink {
  track(event: AnalyticsEvent, properties: AnalyticsProperties): void;
}

export type Consent = 'granted' | 'denied';

export const CONSENT_STORAGE_KEY = 'album.analytics-consent';
export const CONSENT_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
/**
 * The consent text's revision (spec 001 section 9: revision 1). A choice made under another revision no longer
 * counts, so changing the text asks everyone again.
 */
export const CONSENT_REVISION = 1;

export interface Analytics {
  track(event: AnalyticsEvent, properties?: AnalyticsProperties): void;
  addSink(sink: AnalyticsSink): () => void;
  /** The stored choice, or null when the user was not asked yet or it expired. */
  consent(): Consent | null;
  setConsent(consent: Consent): void;
}

interface StoredConsent {
  consent: Consent;
  at: number;
  revision?: number;
}

export function createAnalytics(
  options: { storage?: Storage | undefined; now?: () => number } = {},
): Analytics {
  const storage = options.storage ?? globalThis.localStorage;
  const now = options.now ?? Date.now;
  const sinks = new Set<AnalyticsSink>();

  const consent = (): Consent | null => {
    try {
      const stored = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? 'null') as StoredConsent | null;
      if (!stored || (stored.consent !== 'granted' && stored.consent !== 'denied')) return null;
      if (stored.revision !== CONSENT_REVISION) return null;
      return now() - stored.at < CONSENT_LIFETIME_MS ? stored.consent : null;
    } catch {
      return null;
    }
  };

  return {
    track(event, properties = {}) {
      if (consent() !== 'granted') return;
      for (const sink of sinks) {
        try {
          sink.track(event, properties);
        } catch (error) {
          // A broken vendor script must never break editing.
          console.warn('[album] analytics sink failed', error);
        }
      }
    },
    addSink(sink) {
      sinks.add(sink);
      return () => sinks.delete(sink);
    },
    consent,
    setConsent(choice) {
      storage?.setItem(
        CONSENT_STORAGE_KEY,
        JSON.stringify({ consent: choice, at: now(), revision: CONSENT_REVISION } satisfies StoredConsent),
      );
    },
  };
}
