import { PASSWORD_MIN_LENGTH, PASSWORD_RULES, passwordProblems } from '@album/api-client';
import { FormattedMessage, useIntl } from '@album/i18n';

export interface PasswordRulesProps {
  id: string;
  password: string;
  email: string;
}

/**
 * The password rules, each ticked off as the typed password meets it (the server checks the same list). The
 * field points at this list with `aria-describedby`, so screen readers hear the rules with the field.
 */
export function PasswordRules({ id, password, email }: PasswordRulesProps) {
  const intl = useIntl();
  const problems = new Set(passwordProblems(password, email));
  return (
    <ul id={id} className="auth-rules">
      {PASSWORD_RULES.map((rule) => {
        const met = password !== '' && !problems.has(rule);
        return (
          <li key={rule} className="auth-rules__rule" data-met={met}>
            <span aria-hidden="true" className="auth-rules__mark">
              {met ? '✓' : '•'}
            </span>
            <FormattedMessage id={`auth.passwordRule.${rule}`} values={{ min: PASSWORD_MIN_LENGTH }} />
            <span className="ui-visually-hidden">
              {intl.formatMessage({ id: met ? 'auth.passwordRule.met' : 'auth.passwordRule.open' })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
