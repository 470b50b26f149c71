import { beforeEach, describe, expect, it } from 'vitest';
import { captureReferral, REFERRAL_LIFETIME_MS, REFERRAL_STORAGE_KEY, storedReferral } from './referral';

const NOW = Date.UTC(2026, 10, 27, 12);

beforeEach(() => localStorage.clear());

describe('partner links', () => {
  it('remembers a partner link with its audience and reads it back as analytics metadata', () => {
    expect(captureReferral('?ref=p-123&aud=wedding', localStorage, NOW)).toEqual({
      partner_token: 'p-123',
      source: 'wedding',
    });
    expect(storedReferral(localStorage, NOW + 1000)).toEqual({ partner_token: 'p-123', source: 'wedding' });
  });

  it('counts for 30 days only', () => {
    captureReferral('?ref=p-123&aud=business', localStorage, NOW);
    expect(storedReferral(localStorage, NOW + REFERRAL_LIFETIME_MS - 1)).not.toBeNull();
    expect(storedReferral(localStorage, NOW + REFERRAL_LIFETIME_MS)).toBeNull();
  });

  it('lets a newer partner link replace an older one', () => {
    captureReferral('?ref=first&aud=wedding', localStorage, NOW);
    captureReferral('?aud=business&ref=second', localStorage, NOW + 10);
    expect(storedReferral(localStorage, NOW + 20)).toEqual({ partner_token: 'second', source: 'business' });
  });

  it('ignores pages without a partner link, unknown audiences and odd tokens, keeping what it had', () => {
    captureReferral('?ref=kept&aud=wedding', localStorage, NOW);
    expect(captureReferral('?hint=signup', localStorage, NOW)).toBeNull();
    expect(captureReferral('?ref=other&aud=sports', localStorage, NOW)).toBeNull();
    expect(captureReferral('?ref=<script>&aud=wedding', localStorage, NOW)).toBeNull();
    expect(captureReferral('?ref=&aud=wedding', localStorage, NOW)).toBeNull();
    expect(storedReferral(localStorage, NOW)?.partner_token).toBe('kept');
  });

  it('reads nothing from a hand-edited or broken entry', () => {
    localStorage.setItem(REFERRAL_STORAGE_KEY, '{not json');
    expect(storedReferral(localStorage, NOW)).toBeNull();
    localStorage.setItem(
      REFERRAL_STORAGE_KEY,
      JSON.stringify({ partner_token: 'x', source: 'sports', at: NOW }),
    );
    expect(storedReferral(localStorage, NOW)).toBeNull();
    expect(storedReferral(undefined, NOW)).toBeNull();
  });
});
