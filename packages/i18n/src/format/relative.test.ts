import { describe, expect, it } from 'vitest';
import { formatRelative } from './relative';

const now = Date.UTC(2026, 5, 15, 12, 0, 0);
const minutes = (n: number) => now + n * 60_000;

describe('formatRelative', () => {
  it('reads as now under ten seconds', () => {
    expect(formatRelative(now - 4000, 'en', now)).toBe('now');
    expect(formatRelative(now + 4000, 'de', now)).toBe('jetzt');
  });

  it('picks the largest fitting unit, past and future', () => {
    expect(formatRelative(minutes(-5), 'en', now)).toBe('5 minutes ago');
    expect(formatRelative(minutes(-5), 'de', now)).toBe('vor 5 Minuten');
    expect(formatRelative(minutes(-125), 'en', now)).toBe('2 hours ago');
    expect(formatRelative(minutes(3 * 24 * 60), 'fr', now)).toBe('dans 3 jours');
    expect(formatRelative(now - 40 * 86_400_000, 'en', now)).toBe('last month');
    expect(formatRelative(now - 800 * 86_400_000, 'it', now)).toBe('2 anni fa');
  });

  it('uses words for adjacent days', () => {
    expect(formatRelative(minutes(-24 * 60), 'en', now)).toBe('yesterday');
    expect(formatRelative(minutes(-24 * 60), 'pl', now)).toBe('wczoraj');
  });

  it('accepts ISO strings and defaults now to the current time', () => {
    expect(formatRelative(new Date(now - 30_000).toISOString(), 'en', new Date(now))).toBe('30 seconds ago');
    expect(formatRelative(Date.now() - 2 * 3_600_000, 'en')).toBe('2 hours ago');
  });
});
