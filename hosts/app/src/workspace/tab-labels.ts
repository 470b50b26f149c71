import type { TabKey } from './tabs';

/** Message ids of the tab names. */
export const TAB_LABEL_IDS: Readonly<Record<TabKey, string>> = {
  onboarding: 'tabs.onboarding',
  stickers: 'tabs.stickers',
  stickerlink: 'tabs.stickerlink',
  background: 'tabs.background',
  layouts: 'tabs.layouts',
  styles: 'tabs.styles',
  jobs: 'tabs.jobs',
  review: 'tabs.review',
  checkout: 'tabs.checkout',
  images: 'tabs.images',
  settings: 'tabs.settings',
};
