import { describe, expect, it } from 'vitest';
import { stepTone } from './step-tone';

// Wednesday 10 June 2026, noon local time.
const NOW = new Date(2026, 5, 10, 12, 0);
const pending = (date: string | null) => ({ status: 'pending' as const, date, target_url: null });

describe('stepTone', () => {
  it('marks a done step as done whatever its date', () => {
    expect(stepTone({ status: 'done', date: '2020-01-01', target_url: null }, NOW)).toBe('done');
  });

  it('marks a pending date in the past as overdue', () => {
    expect(stepTone(pending('2026-06-09'), NOW)).toBe('overdue');
    expect(stepTone(pending('2026-01-01T08:00:00Z'), NOW)).toBe('overdue');
  });

  it('marks today and the rest of the current week (to Sunday) as this week', () => {
    expect(stepTone(pending('2026-06-10'), NOW)).toBe('this-week');
    expect(stepTone(pending('2026-06-14'), NOW)).toBe('this-week');
  });

  it('leaves later dates and steps without a date plain', () => {
    expect(stepTone(pending('2026-06-15'), NOW)).toBe('pending');
    expect(stepTone(pending(null), NOW)).toBe('pending');
    expect(stepTone(pending('not a date'), NOW)).toBe('pending');
  });
});
