import { describe, expect, it } from 'vitest';
import { validateInvitationEmail, validateStickerLinkMessage, validateStockQuery } from './forms';

describe('stock search', () => {
  it('runs with 3 or more characters', () => {
    expect(validateStockQuery(' sun ')).toEqual({ ok: true, value: 'sun' });
    expect(validateStockQuery('ab')).toEqual({
      ok: false,
      errors: [{ key: 'validation.stock.tooShort', values: { min: 3 } }],
    });
    expect(validateStockQuery(' a b ').ok).toBe(true);
  });
});

describe('sticker link message', () => {
  it('is required', () => {
    expect(validateStickerLinkMessage('Send us your photo!')).toEqual({
      ok: true,
      value: 'Send us your photo!',
    });
    expect(validateStickerLinkMessage(' \n ')).toEqual({
      ok: false,
      errors: [{ key: 'validation.stickerLink.contentRequired' }],
    });
  });
});

describe('invitation e-mail', () => {
  it('is required and well formed', () => {
    expect(validateInvitationEmail(' Anna.Berg@Example.org ')).toEqual({
      ok: true,
      value: 'anna.berg@example.org',
    });
    expect(validateInvitationEmail('x+tag@sub.example.co.uk').ok).toBe(true);
    expect(validateInvitationEmail('')).toEqual({
      ok: false,
      errors: [{ key: 'validation.email.required' }],
    });
    for (const bad of ['anna', 'anna@', '@example.org', 'anna@example', 'an na@example.org', 'a@-x.org']) {
      expect(validateInvitationEmail(bad).ok).toBe(false);
    }
    expect(validateInvitationEmail(`${'a'.repeat(250)}@x.org`).ok).toBe(false);
  });
});
