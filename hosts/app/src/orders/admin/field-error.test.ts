import { describe, expect, it } from 'vitest';
import { ApiError } from '@album/api-client';
import { errorAt, isFieldError } from './field-error';

const refused = (field?: string) => new ApiError(400, { code: 'invalid', message: 'no', field });

describe('errorAt', () => {
  it('finds the error of a field by its name or the end of its path', () => {
    expect(errorAt(refused('email'), 'email')?.code).toBe('invalid');
    expect(errorAt(refused('shipping_address.zip_code'), 'zip_code')?.code).toBe('invalid');
  });

  it('answers null for other fields, errors without a field and other failures', () => {
    expect(errorAt(refused('email'), 'name')).toBeNull();
    expect(errorAt(refused('my_email'), 'email')).toBeNull();
    expect(errorAt(refused(), 'email')).toBeNull();
    expect(errorAt(new Error('offline'), 'email')).toBeNull();
  });
});

describe('isFieldError', () => {
  it('tells whether a form shows the error at one of its fields', () => {
    expect(isFieldError(refused('city'), ['zip_code', 'city'])).toBe(true);
    expect(isFieldError(refused('album_id'), ['zip_code', 'city'])).toBe(false);
  });
});
