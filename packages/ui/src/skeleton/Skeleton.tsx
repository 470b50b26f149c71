import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../utils/cx';

/** Shape of a {@link Skeleton}. */
export type SkeletonShape = 'text' | 'rect' | 'circle';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** @default 'rect' */
  shape?: SkeletonShape;
  /** CSS width, e.g. `120` (px) or `'60%'`. */
  width?: number | string;
  /** CSS height; text skeletons default to one line. */
  height?: number | string;
  className?: string;
}

/** A shimmering placeholder for content that is loading. Decorative: wrap a group in {@link SkeletonGroup}. */
export function Skeleton({ shape = 'rect', width, height, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return (
    <span aria-hidden="true" className={cx('ui-skeleton', className)} data-shape={shape} style={style} />
  );
}

/** Props of {@link SkeletonGroup}. */
export interface SkeletonGroupProps {
  /** What is loading, already translated; announced to assistive technology. */
  'aria-label': string;
  children: ReactNode;
  className?: string;
}

/** A loading region made of skeletons: marked busy and named, so screen readers announce the loading state. */
export function SkeletonGroup({ 'aria-label': ariaLabel, children, className }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" aria-label={ariaLabel} className={cx('ui-skeleton-group', className)}>
      {children}
    </div>
  );
}
