/**
 * The panel of each tab. Tabs are loaded on first open (their code stays out of the first download). Settings has
 * no panel: it opens as a modal over the workspace.
 */
import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { useIntl } from '@album/i18n';
import { Spinner } from '@album/ui';
import type { TabKey } from './tabs';

/** What every tab panel gets: a way to switch to another tab (e.g. styles → layouts). */
export interface TabPanelProps {
  onOpenTab(tab: TabKey | null): void;
}

const PANELS: Partial<Record<TabKey, LazyExoticComponent<ComponentType<TabPanelProps>>>> = {
  onboarding: lazy(() =>
    import('../tabs/onboarding/OnboardingTab').then((m) => ({ default: m.OnboardingTab })),
  ),
  images: lazy(() => import('../tabs/images/ImagesTab').then((m) => ({ default: m.ImagesTab }))),
  stickers: lazy(() => import('../tabs/stickers/StickersTab').then((m) => ({ default: m.StickersTab }))),
  background: lazy(() =>
    import('../tabs/background/BackgroundTab').then((m) => ({ default: m.BackgroundTab })),
  ),
  layouts: lazy(() => import('../tabs/layouts/LayoutsTab').then((m) => ({ default: m.LayoutsTab }))),
  styles: lazy(() => import('../tabs/styles/StylesTab').then((m) => ({ default: m.StylesTab }))),
  jobs: lazy(() => import('../tabs/jobs/JobsTab').then((m) => ({ default: m.JobsTab }))),
  stickerlink: lazy(() =>
    import('../tabs/sticker-link/StickerLinkTab').then((m) => ({ default: m.StickerLinkTab })),
  ),
  review: lazy(() => import('../tabs/review/ReviewTab').then((m) => ({ default: m.ReviewTab }))),
  checkout: lazy(() => import('../checkout/CheckoutTab').then((m) => ({ default: m.CheckoutTab }))),
};

export function TabPanelContent({ tab, onOpenTab }: { tab: TabKey } & TabPanelProps) {
  const intl = useIntl();
  const Panel = PANELS[tab];
  if (!Panel) return null;
  return (
    <Suspense
      fallback={
        <Spinner className="tab-panel__loading" aria-label={intl.formatMessage({ id: 'common.loading' })} />
      }
    >
      <Panel onOpenTab={onOpenTab} />
    </Suspense>
  );
}
