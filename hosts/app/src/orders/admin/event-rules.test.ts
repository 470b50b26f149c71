import { describe, expect, it } from 'vitest';
import { eventInput, eventProblems } from './event-rules';
import type { EventDraft } from './event-rules';

const draft = (extra: Partial<EventDraft>): EventDraft => ({
  signal: 'accepted',
  trackingCode: '',
  trackingUrl: '',
  emailCustomer: false,
  ...extra,
});

describe('eventProblems', () => {
  it('needs a signal', () => {
    expect(eventProblems(draft({ signal: '' }))).toEqual([
      { field: 'signal', id: 'orderAdmin.error.signal' },
    ]);
    expect(eventProblems(draft({}))).toEqual([]);
  });

  it('needs a tracking code, not an address, for albums_shipped', () => {
    const shipped = (trackingCode: string) =>
      eventProblems(draft({ signal: 'albums_shipped', trackingCode }));
    expect(shipped('  ')[0]?.id).toBe('orderAdmin.error.trackingCode');
    expect(shipped('https://track.example/00340434')[0]?.id).toBe('orderAdmin.error.trackingCodeNotUrl');
    expect(shipped('00340434161094042557')).toEqual([]);
  });

  it('needs a full http(s) address for shipment_created', () => {
    const created = (trackingUrl: string) =>
      eventProblems(draft({ signal: 'shipment_created', trackingUrl }));
    expect(created('00340434')[0]?.field).toBe('tracking_url');
    expect(created('ftp://track.example/1')[0]?.field).toBe('tracking_url');
    expect(created('https://track.example/?code=1')).toEqual([]);
  });
});

describe('eventInput', () => {
  it('sends the tracking code or the address with the e-mail choice as the signal asks', () => {
    expect(eventInput(draft({ signal: 'albums_shipped', trackingCode: ' 0034 ' }))).toEqual({
      signal: 'albums_shipped',
      metadata: { tracking_code: '0034' },
    });
    expect(
      eventInput(
        draft({ signal: 'shipment_created', trackingUrl: 'https://t.example/1', emailCustomer: true }),
      ),
    ).toEqual({
      signal: 'shipment_created',
      metadata: { tracking_url: 'https://t.example/1' },
      trigger_email: true,
    });
    expect(eventInput(draft({ signal: 'accepted', trackingCode: 'ignored' }))).toEqual({
      signal: 'accepted',
    });
  });
});
