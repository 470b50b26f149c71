/**
 * The sidebar tabs of the editor workspace and their visibility rules (spec section 2).
 *
 * The specification lists onboarding both as desktop-only and as mobile-only. We show it on both: it is the default
 * tab and the place new users start, so hiding it from either group would leave them on an empty first screen.
 */
export const TAB_KEYS = [
  'onboarding',
  'stickers',
  'stickerlink',
  'background',
  'layouts',
  'styles',
  'jobs',
  'review',
  'checkout',
  'images',
  'settings',
] as const;

export type TabKey = (typeof TAB_KEYS)[number];

export const DEFAULT_TAB: TabKey = 'onboarding';

/** Below this width the workspace uses the phone layout (bottom tab bar, panels over the canvas). */
export const MOBILE_MAX_WIDTH = 1000;

/** Order in the desktop tab strip and in the phone's bottom bar. */
export const TAB_ORDER: readonly TabKey[] = [
  'onboarding',
  'layouts',
  'images',
  'background',
  'stickers',
  'stickerlink',
  'styles',
  'review',
  'jobs',
  'checkout',
];

const DESKTOP_ONLY: ReadonlySet<TabKey> = new Set(['background', 'layouts', 'stickers', 'review']);
const MOBILE_ONLY: ReadonlySet<TabKey> = new Set(['checkout']);

export interface TabContext {
  isMobile: boolean;
  isAdmin: boolean;
  hasOrder: boolean;
}

export function isTabKey(value: string | undefined): value is TabKey {
  return value !== undefined && (TAB_KEYS as readonly string[]).includes(value);
}

/** Whether a tab may be shown to this user on this device. */
export function isTabVisible(key: TabKey, context: TabContext): boolean {
  if (key === 'jobs' && !context.isAdmin) return false;
  if (key === 'review' && !context.hasOrder) return false;
  if (DESKTOP_ONLY.has(key) && context.isMobile) return false;
  if (MOBILE_ONLY.has(key) && !context.isMobile) return false;
  return true;
}

/** The tabs of the strip (desktop) or bottom bar (phone), in order. `settings` is reached from the user menu. */
export function visibleTabs(context: TabContext): TabKey[] {
  return TAB_ORDER.filter((key) => isTabVisible(key, context));
}

export type TabResolution =
  | { kind: 'show'; tab: TabKey | null }
  /** The URL names no tab this user may see here: go to the album's root. */
  | { kind: 'redirect' };

/**
 * Tabs without a place in the desktop strip that other controls open there: settings (user menu) and checkout (the
 * order button). The specification makes checkout a mobile-only *tab*; on desktop the order button still leads to
 * it, so the URL works on both and only the strip entry is phone-only.
 */
const OPENED_BY_CONTROLS: ReadonlySet<TabKey> = new Set(['settings', 'checkout']);

/**
 * The tab to show for the URL's key. On desktop the album root shows the default tab; on a phone it shows the canvas
 * with no panel open (tapping the active tab closes it by going to the root). Unknown keys, and keys of tabs hidden
 * for this user or device, redirect to the album root.
 */
export function resolveTab(key: string | undefined, context: TabContext): TabResolution {
  if (key === undefined || key === '') {
    return { kind: 'show', tab: context.isMobile ? null : DEFAULT_TAB };
  }
  if (!isTabKey(key)) return { kind: 'redirect' };
  if (!isTabVisible(key, context) && !OPENED_BY_CONTROLS.has(key)) return { kind: 'redirect' };
  return { kind: 'show', tab: key };
}

/** Album categories the `entrypoint` query may name (spec section 2). */
export const ENTRYPOINTS = ['wedding', 'business', 'sports', 'birthday', 'school', 'community'] as const;
export type Entrypoint = (typeof ENTRYPOINTS)[number];

export function parseEntrypoint(value: string | null): Entrypoint | null {
  return value !== null && (ENTRYPOINTS as readonly string[]).includes(value) ? (value as Entrypoint) : null;
}
