import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { checkOrderForm } from './form';
import { validForm } from './test-support';

const TODAY = '2030-01-10';
const form = (overrides: Record<string, unknown> = {}) =>
  validForm('album-1', { release_date: '2030-03-01', ...overrides });

function refusal(run: () => unknown): { code: string; field: string | undefined } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { code: error.code, field: error.field };
    throw error;
  }
  throw new Error('the form was accepted');
}

describe('checkOrderForm', () => {
  it('answers the form cleaned: text trimmed, empty optional text null, the e-mail lower-case', () => {
    const input = checkOrderForm(
      form({
        first_name: '  Ada ',
        email: 'Ada@Example.COM',
        address2: '  ',
        comment: ' Hi ',
        organization: ' ACME ',
      }),
      'business',
      TODAY,
    );
    expect(input).toMatchObject({
      first_name: 'Ada',
      email: 'ada@example.com',
      address2: null,
      comment: 'Hi',
      organization: 'ACME',
      voucher_code: null,
      print_consent: true,
    });
  });

  it('accepts the limits themselves: a 20-character number, 1000 characters of comment, the event today', () => {
    const input = checkOrderForm(
      form({ phone: `0041 ${'7'.repeat(20)}`, comment: 'x'.repeat(1000), release_date: TODAY }),
      'wedding',
      TODAY,
    );
    expect(input.phone).toBe(`0041 ${'7'.repeat(20)}`);
    expect(input.comment).toHaveLength(1000);
  });

  it('leaves the organisation out of wedding orders and makes it optional for the other categories', () => {
    expect(checkOrderForm(form({ organization: 'Family' }), 'wedding', TODAY).organization).toBeNull();
    expect(checkOrderForm(form(), 'school', TODAY).organization).toBeNull();
    expect(refusal(() => checkOrderForm(form(), 'business', TODAY))).toEqual({
      code: 'company_required',
      field: 'organization',
    });
    expect(refusal(() => checkOrderForm(form(), 'sports', TODAY))).toEqual({
      code: 'club_required',
      field: 'organization',
    });
  });

  it('refuses values of the wrong type with the field', () => {
    expect(refusal(() => checkOrderForm(form({ no_albums: '50' }), 'wedding', TODAY))).toEqual({
      code: 'invalid_input',
      field: 'no_albums',
    });
    expect(refusal(() => checkOrderForm(form({ print_consent: 'yes' }), 'wedding', TODAY))).toEqual({
      code: 'print_consent_required',
      field: 'print_consent',
    });
    expect(refusal(() => checkOrderForm(form({ city: 42 }), 'wedding', TODAY))).toEqual({
      code: 'invalid_input',
      field: 'city',
    });
    expect(refusal(() => checkOrderForm([], 'wedding', TODAY)).code).toBe('invalid_input');
  });
});
