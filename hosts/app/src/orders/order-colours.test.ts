import { describe, expect, it } from 'vitest';
import { invoiceTone, signalTone, stepUrgency } from './order-colours';

describe('signalTone', () => {
  it('colours the signals as the specification lists them', () => {
    expect(signalTone('accepted')).toBe('success');
    expect(signalTone('transfer_completed')).toBe('success');
    expect(signalTone('albums_shipped')).toBe('success');
    expect(signalTone('rejected')).toBe('danger');
    expect(signalTone('transfer_failed')).toBe('danger');
    expect(signalTone('review_feedback')).toBe('warning');
    expect(signalTone('shipment_created')).toBe('warning');
    expect(signalTone('something_new')).toBe('neutral');
  });
});

describe('invoiceTone', () => {
  it('maps draft, open, paid, uncollectible and void', () => {
    expect(invoiceTone('draft')).toBe('neutral');
    expect(invoiceTone('open')).toBe('primary');
    expect(invoiceTone('paid')).toBe('success');
    expect(invoiceTone('uncollectible')).toBe('danger');
    expect(invoiceTone('void')).toBe('danger');
  });
});

describe('stepUrgency', () => {
  // Wednesday, 2026-06-10.
  const now = new Date(2026, 5, 10, 15, 0);
  const pending = (date: string | null) => ({ status: 'pending' as const, date, target_url: null });

  it('marks a done step done whatever its date', () => {
    expect(stepUrgency({ status: 'done', date: '2020-01-01', target_url: null }, now)).toBe('done');
  });

  it('is overdue before today, this week until Sunday, later after', () => {
    expect(stepUrgency(pending('2026-06-09'), now)).toBe('overdue');
    expect(stepUrgency(pending('2026-06-10'), now)).toBe('this-week');
    expect(stepUrgency(pending('2026-06-14'), now)).toBe('this-week');
    expect(stepUrgency(pending('2026-06-15'), now)).toBe('later');
    expect(stepUrgency(pending(null), now)).toBe('none');
  });
});
