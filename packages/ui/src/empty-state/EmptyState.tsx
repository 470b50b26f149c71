import type { ReactNode } from 'react';
import { cx } from '../utils/cx';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Decorative illustration or icon. */
  icon?: ReactNode;
  /** What is empty, already translated. */
  title: string;
  /** What the user can do about it, already translated. */
  description?: string;
  /** A call to action, e.g. an upload button. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The placeholder for an empty list or panel, with an optional call to action. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx('ui-empty-state', className)}>
      {icon && (
        <div className="ui-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="ui-empty-state__title">{title}</Heading>
      {description && <p className="ui-empty-state__description">{description}</p>}
      {action && <div className="ui-empty-state__action">{action}</div>}
    </div>
  );
}
