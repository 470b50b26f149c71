/**
 * The count shown on a tab: the onboarding tab tells how many first steps are left (none once all are done); the
 * stickers tab how many sticker-link uploads wait to be collected.
 */
import { useIntl } from '@album/i18n';
import { Badge } from '@album/ui';
import { onboardingStepsLeft } from '../tabs/onboarding/onboarding-steps';
import { useOnboardingState } from '../tabs/onboarding/use-onboarding-state';
import { UploadsTabBadge } from '../tabs/sticker-link/UploadsTabBadge';
import type { TabKey } from './tabs';

function OnboardingBadge() {
  const intl = useIntl();
  const left = onboardingStepsLeft(useOnboardingState());
  if (left === 0) return null;
  return (
    <Badge
      tone="primary"
      className="tab-badge"
      aria-label={intl.formatMessage({ id: 'tabs.onboarding.left' }, { count: left })}
    >
      {intl.formatNumber(left)}
    </Badge>
  );
}

/** The badge of `tab`, or nothing for tabs without one. */
export function tabBadge(tab: TabKey) {
  if (tab === 'stickers') return <UploadsTabBadge />;
  return tab === 'onboarding' ? <OnboardingBadge /> : undefined;
}
