import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import { cx } from '../utils/cx';

/** How long the pointer must rest on a trigger before its tooltip shows (spec: 3 s). */
export const TOOLTIP_DELAY_MS = 3000;

/** How long a tooltip stays before it hides by itself (spec: 5 s). */
export const TOOLTIP_HIDE_AFTER_MS = 5000;

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The tooltip text, already translated. */
  content: ReactNode;
  /** The trigger: a focusable react-aria element such as the kit's `Button` or `IconButton`. */
  children: ReactElement;
  /** Shows without the hover delay, for the danger-zone hint. */
  immediate?: boolean;
  /** Hides the tooltip after this many ms; 0 keeps it until the pointer or focus leaves. @default 5000 */
  hideAfterMs?: number;
  /** @default 'top' */
  placement?: AriaTooltipProps['placement'];
  isDisabled?: boolean;
  className?: string;
}

/**
 * A tooltip that shows after {@link TOOLTIP_DELAY_MS} of hovering (at once for keyboard focus, as react-aria does,
 * and at once with `immediate`), hides after {@link TOOLTIP_HIDE_AFTER_MS}, and on Escape, blur or pointer leave.
 */
export function Tooltip({
  content,
  children,
  immediate = false,
  hideAfterMs = TOOLTIP_HIDE_AFTER_MS,
  placement = 'top',
  isDisabled,
  className,
}: TooltipProps) {
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    if (!isOpen || hideAfterMs <= 0) return;
    const timer = setTimeout(() => setOpen(false), hideAfterMs);
    return () => clearTimeout(timer);
  }, [isOpen, hideAfterMs]);

  return (
    <TooltipTrigger
      delay={immediate ? 0 : TOOLTIP_DELAY_MS}
      closeDelay={0}
      isOpen={isOpen}
      onOpenChange={setOpen}
      isDisabled={isDisabled}
    >
      {children}
      <AriaTooltip placement={placement} offset={8} className={cx('ui-tooltip', className)}>
        <OverlayArrow className="ui-tooltip__arrow">
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
