/**
 * The checkout's contact step (specification 001, sections 3 and 5): the organisation as the category asks for it
 * (a company for business, a club for sports, none for weddings, optional otherwise), names, e-mail, phone,
 * address, a comment with its limit and counter, an optional quote number and the print consent. Each failing rule
 * shows its own message at its field once the field was left, or after a submit attempt.
 */
import type { AlbumCategory } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Checkbox, Select, TextField } from '@album/ui';
import { COMMENT_MAX_LENGTH, organizationRule } from './checkout-form';
import type { ContactField, ContactForm, FieldErrors } from './checkout-form';
import { countryName, DELIVERY_COUNTRIES, flagOf, isDeliveryCountry } from './countries';
import { PhoneField } from './PhoneField';

export interface ContactStepProps {
  form: ContactForm;
  category: AlbumCategory | null;
  /** The errors to show now (message ids). */
  errors: FieldErrors;
  onChange(change: Partial<ContactForm>): void;
  onBlur(field: ContactField): void;
}

type TextKey = Exclude<ContactField, 'areaCode' | 'countryCode' | 'printConsent'>;

export function ContactStep({ form, category, errors, onChange, onBlur }: ContactStepProps) {
  const intl = useIntl();
  const message = (field: ContactField) => {
    const id = errors[field];
    return id === undefined ? undefined : intl.formatMessage({ id });
  };
  const text = (
    field: TextKey,
    labelId: string,
    options: { required?: boolean; autoComplete?: string; type?: string; wide?: boolean } = {},
  ) => (
    <TextField
      label={intl.formatMessage({ id: labelId })}
      name={field}
      value={form[field]}
      onChange={(value) => onChange({ [field]: value })}
      onBlur={() => onBlur(field)}
      isRequired={options.required ?? false}
      autoComplete={options.autoComplete}
      type={options.type}
      validationBehavior="aria"
      isInvalid={errors[field] !== undefined}
      errorMessage={message(field)}
      className={options.wide ? 'checkout-contact__wide' : undefined}
    />
  );
  const organization = organizationRule(category);
  return (
    <section className="checkout-contact" aria-label={intl.formatMessage({ id: 'checkout.step.contact' })}>
      {organization !== 'hidden' &&
        text('organization', `checkout.contact.organization.${organization}`, {
          required: organization !== 'optional',
          autoComplete: 'organization',
          wide: true,
        })}
      {text('firstName', 'checkout.contact.firstName', { required: true, autoComplete: 'given-name' })}
      {text('lastName', 'checkout.contact.lastName', { required: true, autoComplete: 'family-name' })}
      {text('email', 'checkout.contact.email', {
        required: true,
        autoComplete: 'email',
        type: 'email',
        wide: true,
      })}
      <div className="checkout-contact__wide">
        <PhoneField
          country={form.areaCode}
          number={form.phone}
          onCountry={(areaCode) => onChange({ areaCode })}
          onNumber={(phone) => onChange({ phone })}
          onBlur={() => onBlur('phone')}
          error={message('phone')}
        />
      </div>
      {text('address1', 'checkout.contact.address1', {
        required: true,
        autoComplete: 'address-line1',
        wide: true,
      })}
      {text('address2', 'checkout.contact.address2', { autoComplete: 'address-line2', wide: true })}
      {text('zipCode', 'checkout.contact.zipCode', { required: true, autoComplete: 'postal-code' })}
      {text('city', 'checkout.contact.city', { required: true, autoComplete: 'address-level2' })}
      <Select
        label={intl.formatMessage({ id: 'checkout.contact.country' })}
        options={DELIVERY_COUNTRIES.map((code) => ({
          id: code,
          label: `${flagOf(code)} ${countryName(code, intl.locale)}`,
        }))}
        selectedKey={form.countryCode}
        onSelectionChange={(key) =>
          typeof key === 'string' && isDeliveryCountry(key) && onChange({ countryCode: key })
        }
        isRequired
        className="checkout-contact__wide"
      />
      <div className="checkout-contact__wide">
        <TextField
          label={intl.formatMessage({ id: 'checkout.contact.comment' })}
          name="comment"
          multiline
          value={form.comment}
          onChange={(comment) => onChange({ comment: comment.slice(0, COMMENT_MAX_LENGTH) })}
          onBlur={() => onBlur('comment')}
          maxLength={COMMENT_MAX_LENGTH}
          description={intl.formatMessage(
            { id: 'checkout.contact.commentCounter' },
            { count: form.comment.length, max: COMMENT_MAX_LENGTH },
          )}
          validationBehavior="aria"
          isInvalid={errors.comment !== undefined}
          errorMessage={message('comment')}
        />
      </div>
      {text('quoteName', 'checkout.contact.quoteName', { wide: true })}
      <div className="checkout-contact__wide">
        <Checkbox
          isSelected={form.printConsent}
          onChange={(printConsent) => onChange({ printConsent })}
          isInvalid={errors.printConsent !== undefined}
          name="print_consent"
        >
          {intl.formatMessage({ id: 'checkout.contact.printConsent' })}
        </Checkbox>
        {errors.printConsent && (
          <p className="ui-field-error" role="alert">
            {message('printConsent')}
          </p>
        )}
      </div>
    </section>
  );
}
