import { useId, type ReactNode } from 'react';
import { cx } from '../utils/cx';

/** Props of {@link Card}. */
export interface CardProps {
  /** Heading of the card, already translated; names the card's section. */
  title?: string;
  /** Heading level of the title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Content at the end of the header, e.g. a menu or badge. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Footer content, e.g. buttons. */
  footer?: ReactNode;
  /** Highlights the card (selected preset, current step). */
  isSelected?: boolean;
  className?: string;
}

/** A surface grouping related content; with a title it is a named `section`. */
export function Card({
  title,
  headingLevel = 3,
  actions,
  children,
  footer,
  isSelected,
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const Root = title ? 'section' : 'div';
  const headingId = useHeadingId(title);
  return (
    <Root
      className={cx('ui-card', className)}
      aria-labelledby={title ? headingId : undefined}
      data-selected={isSelected || undefined}
    >
      {(title || actions) && (
        <header className="ui-card__header">
          {title && (
            <Heading id={headingId} className="ui-card__title">
              {title}
            </Heading>
          )}
          {actions && <div className="ui-card__actions">{actions}</div>}
        </header>
      )}
      {children !== undefined && <div className="ui-card__body">{children}</div>}
      {footer && <footer className="ui-card__footer">{footer}</footer>}
    </Root>
  );
}

function useHeadingId(title: string | undefined): string | undefined {
  const id = useId();
  return title ? `${id}-title` : undefined;
}
