import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Button, TextField } from '@album/ui';
import { useApiProblem } from '../session/api-problem';
import { useCreatePartner, usePartners } from './queries';

/**
 * The admins' part of the partner page: the partners, each leading to its own page (`?token=`), and a form that
 * creates one. A refused name shows at the field.
 */
export function PartnersPanel() {
  const intl = useIntl();
  const problem = useApiProblem();
  const partners = usePartners(true);
  const create = useCreatePartner();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = name.trim() === '';
  const serverError = create.error instanceof ApiError && create.error.field === 'name' ? create.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    create.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        setTouched(false);
      },
    });
  };
  return (
    <section className="affiliate__card" aria-labelledby="affiliate-partners">
      <h2 id="affiliate-partners">{intl.formatMessage({ id: 'affiliate.partners.title' })}</h2>
      <form className="affiliate__create" onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'affiliate.partners.name' })}
          value={name}
          onChange={(value) => {
            setName(value);
            create.reset();
          }}
          maxLength={200}
          isRequired
          isInvalid={(touched && missing) || serverError !== null}
          errorMessage={
            serverError ? problem(serverError) : intl.formatMessage({ id: 'affiliate.partners.nameRequired' })
          }
          data-testid="partner-name"
        />
        <Button type="submit" variant="primary" isDisabled={create.isPending}>
          {intl.formatMessage({ id: 'affiliate.partners.create' })}
        </Button>
      </form>
      {create.isError && !serverError && (
        <p role="alert" className="affiliate__error">
          {problem(create.error)}
        </p>
      )}
      {partners.isError ? (
        <p role="alert" className="affiliate__error">
          {problem(partners.error)}
        </p>
      ) : partners.data && partners.data.partners.length > 0 ? (
        <ul className="affiliate__partners" data-testid="partner-list">
          {partners.data.partners.map((partner) => (
            <li key={partner.id}>
              <Link to={`/affiliate?token=${encodeURIComponent(partner.url_token)}`}>{partner.name}</Link>
            </li>
          ))}
        </ul>
      ) : partners.data ? (
        <p className="affiliate__hint">{intl.formatMessage({ id: 'affiliate.partners.none' })}</p>
      ) : null}
    </section>
  );
}
