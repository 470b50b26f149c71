import type { ReactNode } from 'react';
import {
  Header,
  Keyboard,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Popover,
  Separator,
  Text,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps as AriaMenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { cx } from '../utils/cx';

/** Props of {@link MenuTrigger}: the trigger button followed by a {@link Menu}. */
export type MenuTriggerProps = AriaMenuTriggerProps;

/** Opens its {@link Menu} from the trigger button (press, Enter, Space or the arrow keys). */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

/** Props of {@link Menu}. */
export interface MenuProps<T extends object> extends Omit<AriaMenuProps<T>, 'className'> {
  /** Where the popover opens relative to the trigger. @default 'bottom start' */
  placement?: PopoverProps['placement'];
  className?: string;
}

/**
 * A menu in a popover. Arrow keys move between items, type-ahead finds an item, Enter or Space activates it and
 * Escape closes the menu, returning focus to the trigger.
 */
export function Menu<T extends object>({ placement = 'bottom start', className, ...rest }: MenuProps<T>) {
  return (
    <Popover placement={placement} offset={4} className="ui-popover ui-menu__popover">
      <AriaMenu {...rest} className={cx('ui-menu', className)} />
    </Popover>
  );
}

/** Props of {@link MenuItem}. */
export interface MenuItemProps<T extends object> extends Omit<
  AriaMenuItemProps<T>,
  'className' | 'children'
> {
  /** The visible label, already translated. */
  children: ReactNode;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Secondary text under the label, already translated. */
  description?: string;
  /** Keyboard shortcut hint shown at the end, e.g. `⌘Z`. */
  shortcut?: string;
  /** Shows the item in the danger colour (delete, logout). */
  isDanger?: boolean;
  className?: string;
}

/** One menu item; give it `onAction` or `href`, or handle `onAction` on the {@link Menu}. */
export function MenuItem<T extends object>({
  children,
  icon,
  description,
  shortcut,
  isDanger = false,
  className,
  textValue,
  ...rest
}: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...rest}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={cx('ui-menu__item', className)}
      data-danger={isDanger || undefined}
    >
      {({ isSelected, selectionMode }) => (
        <>
          {selectionMode !== 'none' && (
            <span className="ui-menu__check" aria-hidden="true">
              {isSelected && (
                <svg viewBox="0 0 16 16">
                  <path d="M3.5 8.5l3 3 6-7" />
                </svg>
              )}
            </span>
          )}
          {icon && (
            <span className="ui-menu__icon" aria-hidden="true">
              {icon}
            </span>
          )}
          <span className="ui-menu__text">
            <Text slot="label">{children}</Text>
            {description && (
              <Text slot="description" className="ui-description">
                {description}
              </Text>
            )}
          </span>
          {shortcut && <Keyboard className="ui-menu__shortcut">{shortcut}</Keyboard>}
        </>
      )}
    </AriaMenuItem>
  );
}

/** Props of {@link MenuSection}. */
export interface MenuSectionProps {
  /** Visible section heading, already translated. */
  title?: string;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  children: ReactNode;
}

/** A group of menu items with an optional heading. */
export function MenuSection({ title, children, 'aria-label': ariaLabel }: MenuSectionProps) {
  return (
    <AriaMenuSection className="ui-menu__section" aria-label={ariaLabel}>
      {title && <Header className="ui-menu__header">{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

/** A line between menu items. */
export function MenuSeparator() {
  return <Separator className="ui-menu__separator" />;
}
