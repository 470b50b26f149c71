/**
 * The checkout's form state: the product choice, the contact form, which fields were left (their messages show from
 * then on), whether a submit attempt asked to show every message, and the server's 400 per field (cleared when the
 * field changes).
 */
import { useMemo, useState } from 'react';
import type { AlbumCategory, User } from '@album/api-client';
import type { ContactField, ContactForm, FieldErrors, ProductChoice } from './checkout-form';
import { localToday, validateContact, validateProduct } from './checkout-form';
import { defaultCountry } from './countries';

export interface CheckoutFormInit {
  user: User | null;
  language: string;
  releaseDate: string | null;
  organization: string | null;
}

function initialContact({ user, language, organization }: CheckoutFormInit): ContactForm {
  const country = defaultCountry(language);
  return {
    organization: organization ?? '',
    firstName: '',
    lastName: '',
    email: user?.email ?? '',
    // Section 9: the phone's area code defaults to DE; the address country follows the language.
    areaCode: 'DE',
    phone: '',
    address1: '',
    address2: '',
    zipCode: '',
    city: '',
    countryCode: country,
    comment: '',
    quoteName: '',
    printConsent: false,
  };
}

/** The product choice before the first answer: the count is the server's default until the slider moves. */
export type DraftProduct = Omit<ProductChoice, 'noAlbums'> & { noAlbums: number | null };

export function useCheckoutForm(init: CheckoutFormInit, category: AlbumCategory | null) {
  const [product, setProduct] = useState<DraftProduct>(() => ({
    noAlbums: null,
    packaging: 'stickerpack',
    features: [],
    releaseDate: init.releaseDate ?? '',
  }));
  const [contact, setContact] = useState<ContactForm>(() => initialContact(init));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const contactErrors = useMemo(() => validateContact(contact, category), [contact, category]);
  const productErrors = useMemo(() => validateProduct(product, localToday()), [product]);

  /** The messages to show: failing rules of fields left (or all after a submit attempt), then the server's. */
  const shown = (errors: FieldErrors): FieldErrors => {
    const visible: FieldErrors = {};
    for (const [field, id] of Object.entries(errors) as [keyof FieldErrors, string][]) {
      if (showAll || touched.has(field)) visible[field] = id;
    }
    return { ...visible, ...serverErrors };
  };

  const clearServer = (fields: string[]) =>
    setServerErrors((errors) => {
      if (!fields.some((field) => field in errors)) return errors;
      const next = { ...errors };
      for (const field of fields) delete next[field as keyof FieldErrors];
      return next;
    });

  return {
    product,
    contact,
    contactErrors,
    productErrors,
    shownContactErrors: shown(contactErrors),
    shownProductErrors: shown(productErrors),
    changeProduct(change: Partial<ProductChoice>) {
      clearServer(Object.keys(change));
      setProduct((current) => ({ ...current, ...change }));
    },
    changeContact(change: Partial<ContactForm>) {
      clearServer(Object.keys(change));
      setContact((current) => ({ ...current, ...change }));
    },
    touch(field: ContactField | 'releaseDate') {
      setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
    },
    showAllErrors() {
      setShowAll(true);
    },
    setServerError(field: ContactField | 'releaseDate', messageId: string) {
      setServerErrors((errors) => ({ ...errors, [field]: messageId }));
    },
  };
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;
