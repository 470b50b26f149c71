import type { ReactNode } from 'react';
import { cx } from '../utils/cx';

/** Colour of a {@link Badge}. */
export type BadgeTone = 'neutral' | 'primary' | 'info' | 'success' | 'warning' | 'danger';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** The text or count shown, already translated/formatted. */
  children: ReactNode;
  /** @default 'neutral' */
  tone?: BadgeTone;
  /**
   * Full meaning for assistive technology when the visible text alone is unclear, e.g. "3 new stickers" for "3",
   * already translated.
   */
  'aria-label'?: string;
  className?: string;
}

/** A small status label or count. */
export function Badge({ children, tone = 'neutral', 'aria-label': ariaLabel, className }: BadgeProps) {
  return (
    <span className={cx('ui-badge', className)} data-tone={tone}>
      {ariaLabel ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className="ui-visually-hidden">{ariaLabel}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
