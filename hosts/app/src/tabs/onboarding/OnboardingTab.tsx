/**
 * The onboarding tab (spec section 2): a progress ring, the six step cards (done, active or todo, spec section 4),
 * a sales contact note and three link cards (tutorial, FAQ, budget) to the documentation in the user's language
 * and the album's product variant.
 */
import { useId } from 'react';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Button } from '@album/ui';
import { useAlbumSession } from '../../album/album-session';
import { useServices } from '../../app/services';
import { contactLink, helpLink, helpVariantOf } from '../../topbar/help-links';
import type { HelpPage } from '../../topbar/help-links';
import { TAB_LABEL_IDS } from '../../workspace/tab-labels';
import type { TabPanelProps } from '../../workspace/TabPanelContent';
import { isTabVisible } from '../../workspace/tabs';
import { useIsMobile } from '../../workspace/use-is-mobile';
import { ONBOARDING_STEPS, onboardingStepStatuses, onboardingStepsLeft } from './onboarding-steps';
import type { OnboardingStep, OnboardingStepStatus } from './onboarding-steps';
import { ProgressRing } from './ProgressRing';
import { useOnboardingState } from './use-onboarding-state';
import './onboarding.css';
import { currentAlbumCategory } from '../../workspace/album-category';

const LINK_CARDS: ReadonlyArray<{ id: 'tutorial' | 'faq' | 'budget'; page: HelpPage }> = [
  { id: 'tutorial', page: 'start' },
  { id: 'faq', page: 'FAQ' },
  { id: 'budget', page: 'budget' },
];

export function OnboardingTab({ onOpenTab }: TabPanelProps) {
  const intl = useIntl();
  const { language } = useServices();
  const { album, albumId, isAdmin } = useAlbumSession();
  const isMobile = useIsMobile();
  const state = useOnboardingState({ refresh: true });
  const total = ONBOARDING_STEPS.length;
  const left = onboardingStepsLeft(state);
  const variant = helpVariantOf(currentAlbumCategory(album));
  const lang = language();
  const canOpen = (step: OnboardingStep) =>
    step.tab !== null && isTabVisible(step.tab, { isMobile, isAdmin, hasOrder: album.hasOrder });

  return (
    <div className="tab-panel onboarding-tab">
      <h2 className="tab-panel__title">
        <FormattedMessage id="tabs.onboarding" />
      </h2>
      <div className="onboarding-tab__progress">
        <ProgressRing
          done={total - left}
          total={total}
          label={intl.formatMessage({ id: 'onboarding.progress.label' })}
        />
        <p className="onboarding-tab__progress-text">
          {left === 0 ? (
            <FormattedMessage id="onboarding.allDone" />
          ) : (
            <FormattedMessage id="onboarding.progress" values={{ done: total - left, total }} />
          )}
        </p>
      </div>
      <ol className="onboarding-tab__steps">
        {onboardingStepStatuses(state).map(({ step, status }, index) => (
          <StepCard
            key={step.id}
            step={step}
            status={status}
            number={index + 1}
            helpHref={helpLink(step.help, lang, variant)}
            onOpen={canOpen(step) && step.tab ? () => onOpenTab(step.tab) : null}
          />
        ))}
      </ol>
      <div className="onboarding-tab__sales" role="note">
        <p className="onboarding-tab__sales-title">
          <FormattedMessage id="onboarding.sales.title" />
        </p>
        <p>
          <FormattedMessage id="onboarding.sales.body" />
        </p>
        <a
          className="onboarding-tab__link"
          href={contactLink(intl.formatMessage({ id: 'onboarding.sales.subject' }, { albumId }))}
        >
          <FormattedMessage id="onboarding.sales.action" />
        </a>
      </div>
      <section className="onboarding-tab__links" aria-labelledby="onboarding-links">
        <h3 id="onboarding-links" className="onboarding-tab__links-title">
          <FormattedMessage id="onboarding.links.title" />
        </h3>
        <ul className="onboarding-tab__link-cards">
          {LINK_CARDS.map((card) => (
            <li key={card.id}>
              <a
                className="onboarding-tab__link-card"
                href={helpLink(card.page, lang, variant)}
                target="_blank"
                rel="noopener noreferrer"
                data-testid={`onboarding-link-${card.id}`}
              >
                <span className="onboarding-tab__link-card-title">
                  <FormattedMessage id={`onboarding.link.${card.id}`} />
                </span>
                <span className="onboarding-tab__link-card-body">
                  <FormattedMessage id={`onboarding.link.${card.id}.body`} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function StepCard({
  step,
  status,
  number,
  helpHref,
  onOpen,
}: {
  step: OnboardingStep;
  status: OnboardingStepStatus;
  number: number;
  helpHref: string;
  onOpen: (() => void) | null;
}) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <li
      className="onboarding-tab__step"
      data-testid="onboarding-step"
      data-step={step.id}
      data-done={status === 'done'}
      data-status={status}
      aria-current={status === 'active' ? 'step' : undefined}
    >
      <span className="onboarding-tab__step-marker" aria-hidden="true">
        {status === 'done' ? '✓' : number}
      </span>
      <div className="onboarding-tab__step-content">
        <h3 id={titleId} className="onboarding-tab__step-title">
          <FormattedMessage id={`onboarding.step.${step.id}.title`} />
          <span className="onboarding-tab__status">
            <FormattedMessage id={`onboarding.status.${status}`} />
          </span>
        </h3>
        {status !== 'done' && (
          <p className="onboarding-tab__step-body">
            <FormattedMessage id={`onboarding.step.${step.id}.body`} />
          </p>
        )}
        {status !== 'done' && (
          <div className="onboarding-tab__step-actions">
            {onOpen && step.tab && (
              <Button size="sm" variant={status === 'active' ? 'primary' : 'secondary'} onPress={onOpen}>
                {intl.formatMessage(
                  { id: 'onboarding.step.go' },
                  { tab: intl.formatMessage({ id: TAB_LABEL_IDS[step.tab] }) },
                )}
              </Button>
            )}
            <a
              className="onboarding-tab__link"
              href={helpHref}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={titleId}
            >
              <FormattedMessage id="onboarding.step.help" />
            </a>
          </div>
        )}
      </div>
    </li>
  );
}
