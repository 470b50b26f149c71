import {
  createContext,
  useContext,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type WheelEvent,
} from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { cx } from '../utils/cx';

/**
 * Layout of a tab set: `horizontal` (a strip above the panel), `sidebar` (a vertical strip beside the panel, the
 * desktop workspace) or `bottom-bar` (a horizontally scrolling bar for phones that steps by
 * {@link BOTTOM_TAB_BAR_STEP_PX}).
 */
export type TabsVariant = 'horizontal' | 'sidebar' | 'bottom-bar';

/** Width of one bottom-bar tab and the distance one wheel notch scrolls the bar. */
export const BOTTOM_TAB_BAR_STEP_PX = 70;

const TabsVariantContext = createContext<TabsVariant>('horizontal');

/** Props of {@link Tabs}. */
export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'orientation'> {
  /** @default 'horizontal' */
  variant?: TabsVariant;
  className?: string;
}

/**
 * A tab set: arrow keys move between tabs (up/down in the sidebar), Home/End jump to the ends, and the panel
 * follows the selected tab.
 */
export function Tabs({ variant = 'horizontal', className, ...rest }: TabsProps) {
  return (
    <TabsVariantContext.Provider value={variant}>
      <AriaTabs
        {...rest}
        orientation={variant === 'sidebar' ? 'vertical' : 'horizontal'}
        className={cx('ui-tabs', className)}
        data-variant={variant}
      />
    </TabsVariantContext.Provider>
  );
}

/** Props of {@link TabList}. */
export interface TabListProps<T extends object> extends Omit<AriaTabListProps<T>, 'className'> {
  /** Accessible name of the tab strip, already translated. */
  'aria-label': string;
  /**
   * Called when the user presses the tab that is already selected (pointer, Enter or Space). The mobile bottom bar
   * uses it to close the open panel.
   */
  onActiveTabPress?: (key: string) => void;
  className?: string;
}

/** The strip of tabs; in the `bottom-bar` variant it scrolls horizontally in {@link BOTTOM_TAB_BAR_STEP_PX} steps. */
export function TabList<T extends object>({ onActiveTabPress, className, ...rest }: TabListProps<T>) {
  const variant = useContext(TabsVariantContext);
  const scrollerRef = useRef<HTMLDivElement>(null);
  // The tab under the pointer and whether it was already selected before react-aria handled the press.
  const pressStart = useRef<{ tab: Element; wasSelected: boolean } | null>(null);

  const tabOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest('[role="tab"][data-tab-id]') : null;

  const onPointerDownCapture = (event: { target: EventTarget | null }) => {
    const tab = tabOf(event.target);
    pressStart.current = tab ? { tab, wasSelected: tab.getAttribute('aria-selected') === 'true' } : null;
  };

  const onClick = (event: { target: EventTarget | null }) => {
    const tab = tabOf(event.target);
    if (tab && pressStart.current?.tab === tab && pressStart.current.wasSelected) {
      onActiveTabPress?.(tab.getAttribute('data-tab-id')!);
    }
    pressStart.current = null;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const tab = tabOf(event.target);
    if (tab?.getAttribute('aria-selected') === 'true') onActiveTabPress?.(tab.getAttribute('data-tab-id')!);
  };

  // Phones scroll the bar by swiping; on desktop-sized previews a vertical wheel steps it one tab at a time.
  const onWheel = (event: WheelEvent) => {
    if (variant !== 'bottom-bar' || event.deltaY === 0 || Math.abs(event.deltaX) > Math.abs(event.deltaY))
      return;
    scrollerRef.current?.scrollBy({
      left: Math.sign(event.deltaY) * BOTTOM_TAB_BAR_STEP_PX,
      behavior: 'smooth',
    });
  };

  return (
    <div
      ref={scrollerRef}
      className="ui-tabs__scroller"
      data-variant={variant}
      onPointerDownCapture={onPointerDownCapture}
      // Capture phase: react-aria's press handling stops these events from bubbling.
      onClickCapture={onClick}
      onKeyDownCapture={onKeyDown}
      onWheel={onWheel}
    >
      <AriaTabList {...rest} className={cx('ui-tabs__list', className)} />
    </div>
  );
}

/** Props of {@link Tab}. */
export interface TabProps extends Omit<AriaTabProps, 'className' | 'children' | 'id'> {
  id: Key;
  /** The visible label, already translated. */
  children: ReactNode;
  /** Decorative icon shown before (sidebar) or above (bottom bar) the label. */
  icon?: ReactNode;
  /** A badge such as a count, shown after the label. */
  badge?: ReactNode;
  className?: string;
}

/** One tab. */
export function Tab({ id, children, icon, badge, className, ...rest }: TabProps) {
  return (
    <AriaTab {...rest} id={id} className={cx('ui-tabs__tab', className)} data-tab-id={String(id)}>
      {icon && (
        <span className="ui-tabs__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="ui-tabs__label">{children}</span>
      {badge}
    </AriaTab>
  );
}

/** Props of {@link TabPanel}. */
export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className'> {
  className?: string;
}

/** The content shown for the selected tab with the same `id`. */
export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <AriaTabPanel {...rest} className={cx('ui-tabs__panel', className)} />;
}
