import { describe, expect, it } from 'vitest';
import {
  deliveryTooLate,
  fieldOfServerError,
  formatPhone,
  isIsoDate,
  localToday,
  orderForm,
  organizationRule,
  validateContact,
  validateProduct,
  type ContactForm,
} from './checkout-form';

const filled: ContactForm = {
  organization: 'FC Example',
  firstName: 'Ann',
  lastName: 'Smith',
  email: 'ann@example.com',
  areaCode: 'DE',
  phone: '0170 1234567',
  address1: 'Main Street 1',
  address2: '',
  zipCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
  comment: '',
  quoteName: '',
  printConsent: true,
};

describe('validateContact', () => {
  it('passes a complete form', () => {
    expect(validateContact(filled, 'sports')).toEqual({});
  });

  it('names each required field with its own message', () => {
    const empty: ContactForm = {
      ...filled,
      organization: '',
      firstName: ' ',
      lastName: '',
      email: '',
      phone: '',
      address1: '',
      zipCode: '',
      city: '',
      printConsent: false,
    };
    expect(validateContact(empty, 'business')).toEqual({
      organization: 'checkout.validation.companyRequired',
      firstName: 'checkout.validation.firstNameRequired',
      lastName: 'checkout.validation.lastNameRequired',
      email: 'checkout.validation.email',
      phone: 'checkout.validation.phoneRequired',
      address1: 'checkout.validation.address1Required',
      zipCode: 'checkout.validation.zipCodeRequired',
      city: 'checkout.validation.cityRequired',
      printConsent: 'checkout.validation.printConsent',
    });
  });

  it('asks a club for sports, nothing for weddings and leaves it optional elsewhere', () => {
    const noOrganization = { ...filled, organization: '' };
    expect(validateContact(noOrganization, 'sports').organization).toBe('checkout.validation.clubRequired');
    expect(validateContact(noOrganization, 'wedding')).toEqual({});
    expect(validateContact(noOrganization, 'school')).toEqual({});
    expect(organizationRule('wedding')).toBe('hidden');
    expect(organizationRule(null)).toBe('optional');
  });

  it('takes digits and spaces up to 20 characters as a phone number', () => {
    expect(validateContact({ ...filled, phone: '+49 170' }, null).phone).toBe(
      'checkout.validation.phoneFormat',
    );
    expect(validateContact({ ...filled, phone: '0170-123' }, null).phone).toBe(
      'checkout.validation.phoneFormat',
    );
    expect(validateContact({ ...filled, phone: '1'.repeat(20) }, null).phone).toBeUndefined();
    expect(validateContact({ ...filled, phone: '1'.repeat(21) }, null).phone).toBe(
      'checkout.validation.phoneFormat',
    );
  });

  it('refuses an address without a domain and a comment over 1,000 characters', () => {
    expect(validateContact({ ...filled, email: 'ann@example' }, null).email).toBe(
      'checkout.validation.email',
    );
    expect(validateContact({ ...filled, comment: 'x'.repeat(1001) }, null).comment).toBe(
      'checkout.validation.commentTooLong',
    );
    expect(validateContact({ ...filled, comment: 'x'.repeat(1000) }, null).comment).toBeUndefined();
  });
});

describe('validateProduct', () => {
  it('needs a real event date that has not passed', () => {
    const today = '2026-06-10';
    expect(validateProduct({ releaseDate: '' }, today)).toEqual({
      releaseDate: 'checkout.validation.releaseDateRequired',
    });
    expect(validateProduct({ releaseDate: '2026-02-30' }, today).releaseDate).toBeDefined();
    expect(validateProduct({ releaseDate: '2026-06-09' }, today)).toEqual({
      releaseDate: 'checkout.validation.releaseDatePast',
    });
    expect(validateProduct({ releaseDate: '2026-06-10' }, today)).toEqual({});
    expect(isIsoDate('2026-1-2')).toBe(false);
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('formatPhone', () => {
  it('writes the prefix with 00, a space and the number without spaces and leading zeros', () => {
    expect(formatPhone('DE', '0170 1234567')).toBe('0049 1701234567');
    expect(formatPhone('LU', '621 123 456')).toBe('00352 621123456');
    expect(formatPhone('GB', '07700 900123')).toBe('0044 7700900123');
  });
});

describe('deliveryTooLate', () => {
  it('warns when the event is on the delivery day or before it', () => {
    expect(deliveryTooLate('2026-06-10', '2026-06-10')).toBe(true);
    expect(deliveryTooLate('2026-06-09', '2026-06-10')).toBe(true);
    expect(deliveryTooLate('2026-06-11', '2026-06-10')).toBe(false);
    expect(deliveryTooLate('', '2026-06-10')).toBe(false);
  });
});

describe('orderForm', () => {
  const product = {
    noAlbums: 60,
    packaging: 'stickerpack' as const,
    features: ['design_check'],
    releaseDate: '2026-12-24',
  };

  it('builds the snake_case body with the formatted phone and leaves empty optional fields out', () => {
    expect(orderForm('a1', product, filled, 'DEMO10', 'sports')).toEqual({
      album_id: 'a1',
      organization: 'FC Example',
      first_name: 'Ann',
      last_name: 'Smith',
      email: 'ann@example.com',
      phone: '0049 1701234567',
      address1: 'Main Street 1',
      zip_code: '10115',
      city: 'Berlin',
      country_code: 'DE',
      no_albums: 60,
      order_features: ['design_check'],
      voucher_code: 'DEMO10',
      sticker_packaging_type: 'stickerpack',
      release_date: '2026-12-24',
      print_consent: true,
    });
  });

  it('sends no organisation for a wedding', () => {
    expect(orderForm('a1', product, filled, null, 'wedding')).not.toHaveProperty('organization');
  });
});

describe('fieldOfServerError', () => {
  it('maps the server field to the form field', () => {
    expect(fieldOfServerError('zip_code')).toBe('zipCode');
    expect(fieldOfServerError('release_date')).toBe('releaseDate');
    expect(fieldOfServerError('no_albums')).toBeNull();
    expect(fieldOfServerError(undefined)).toBeNull();
  });
});
