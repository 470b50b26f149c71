import type { ReactNode } from 'react';
import {
  Dialog,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { cx } from '../utils/cx';

interface PopoverBaseProps extends Omit<AriaPopoverProps, 'className' | 'children'> {
  children: ReactNode;
  /** Draws an arrow pointing at the trigger. */
  showArrow?: boolean;
  className?: string;
}

/** Props of {@link Popover}: named by a visible `title` or by `aria-label`. */
export type PopoverProps = PopoverBaseProps &
  ({ title: string; 'aria-label'?: string } | { title?: undefined; 'aria-label': string });

/**
 * A non-modal dialog anchored to its trigger. Place it inside a `DialogTrigger` after the trigger button; focus
 * moves into it on open, Escape or an outside press closes it and focus returns to the trigger.
 */
export function Popover({
  children,
  title,
  showArrow = false,
  className,
  'aria-label': ariaLabel,
  ...rest
}: PopoverProps) {
  return (
    <AriaPopover {...rest} offset={showArrow ? 12 : 8} className={cx('ui-popover', className)}>
      {showArrow && (
        <OverlayArrow className="ui-popover__arrow">
          <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
      )}
      <Dialog className="ui-popover__dialog" aria-label={ariaLabel}>
        {title && (
          <Heading slot="title" className="ui-popover__title">
            {title}
          </Heading>
        )}
        {children}
      </Dialog>
    </AriaPopover>
  );
}
