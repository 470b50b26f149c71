/**
 * The wizard's business step (spec 001 section 2): organisation name, size, contact name, phone and the contact's
 * role, for business albums of users without an organisation. The album is created with this organisation.
 */
import type { OrganizationInput } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Select, TextField } from '@album/ui';
import { ORGANIZATION_ROLES, ORGANIZATION_SIZES, PHONE_MAX } from './wizard-model';

/** What the form starts with: the smallest size, a team member. */
export const EMPTY_ORGANIZATION: OrganizationInput = {
  name: '',
  size: '1-150',
  contactName: '',
  phone: '',
  contactRole: 'member',
};

export function DataStep(props: { value: OrganizationInput; onChange(value: OrganizationInput): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const set = (patch: Partial<OrganizationInput>) => props.onChange({ ...props.value, ...patch });
  const required = t('wizard.data.required');
  return (
    <div className="wizard-data">
      <TextField
        label={t('wizard.data.name')}
        value={props.value.name}
        onChange={(name) => set({ name })}
        isRequired
        maxLength={200}
        errorMessage={required}
        autoComplete="organization"
      />
      <Select
        label={t('wizard.data.size')}
        options={ORGANIZATION_SIZES.map((size) => ({ id: size, label: t(`wizard.data.size.${size}`) }))}
        value={props.value.size}
        onChange={(key) => set({ size: String(key) as OrganizationInput['size'] })}
      />
      <TextField
        label={t('wizard.data.contactName')}
        value={props.value.contactName}
        onChange={(contactName) => set({ contactName })}
        isRequired
        maxLength={200}
        errorMessage={required}
        autoComplete="name"
      />
      <TextField
        label={t('wizard.data.phone')}
        type="tel"
        value={props.value.phone}
        onChange={(phone) => set({ phone })}
        isRequired
        maxLength={PHONE_MAX}
        errorMessage={required}
        autoComplete="tel"
      />
      <Select
        label={t('wizard.data.role')}
        options={ORGANIZATION_ROLES.map((role) => ({ id: role, label: t(`wizard.data.role.${role}`) }))}
        value={props.value.contactRole}
        onChange={(key) => set({ contactRole: String(key) as OrganizationInput['contactRole'] })}
      />
    </div>
  );
}
