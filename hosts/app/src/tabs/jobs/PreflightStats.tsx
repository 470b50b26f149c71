/**
 * The preflight statistics of the jobs panel: per rule how many findings the server's check (checkout) found,
 * errors first by colour, rules that could not run marked as not checked.
 */
import { useIntl } from '@album/i18n';
import { Badge, Skeleton } from '@album/ui';
import type { BadgeTone } from '@album/ui';
import type { CheckoutState } from './use-checkout';

export function PreflightStats({ state }: { state: CheckoutState }) {
  const intl = useIntl();
  if (state.status === 'loading') return <Skeleton shape="rect" height={96} />;
  if (state.status === 'failed') {
    return (
      <p role="alert" className="jobs-panel__error" data-testid="preflight-stats">
        {intl.formatMessage({ id: 'jobs.preflight.failed' })}
      </p>
    );
  }
  const { preflight } = state.checkout;
  return (
    <div data-testid="preflight-stats" className="jobs-preflight">
      <p className="jobs-preflight__totals">
        {intl.formatMessage(
          { id: 'jobs.preflight.totals' },
          { errors: preflight.errors, warnings: preflight.warnings },
        )}
      </p>
      <dl className="jobs-preflight__rules">
        {preflight.statistics.map((statistic) => {
          const tone: BadgeTone =
            !statistic.checked || statistic.count === 0
              ? 'neutral'
              : statistic.severity === 'error'
                ? 'danger'
                : 'warning';
          return (
            <div key={statistic.rule} className="jobs-preflight__rule" data-rule={statistic.rule}>
              <dt>{intl.formatMessage({ id: statistic.labelKey })}</dt>
              <dd>
                <Badge tone={tone}>
                  {statistic.checked
                    ? intl.formatNumber(statistic.count)
                    : intl.formatMessage({ id: 'preflight.notChecked' })}
                </Badge>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
