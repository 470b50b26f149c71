import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from '../utils/cx';

/** Visual weight of a button. `danger` is for destructive actions. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Height and padding of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonBaseProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  /** @default 'secondary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Icon shown before the label (decorative: it is hidden from assistive technology). */
  icon?: ReactNode;
  /** Extra class names for layout by the host. */
  className?: string;
}

interface LabelledButtonProps extends ButtonBaseProps {
  /** The visible label, already translated. */
  children: ReactNode;
}

interface IconOnlyButtonProps extends ButtonBaseProps {
  /** No visible label: the icon alone is shown, so an accessible name is required. */
  children?: undefined;
  icon: ReactNode;
  'aria-label': string;
}

/** Props of {@link Button}: either a visible label, or an icon with an `aria-label`. */
export type ButtonProps = LabelledButtonProps | IconOnlyButtonProps;

/**
 * A pressable button with the kit's variants and sizes. Keyboard, pointer and touch presses are normalised by
 * react-aria; the focus ring appears for keyboard focus only.
 */
export function Button({
  variant = 'secondary',
  size = 'md',
  icon,
  className,
  children,
  ...rest
}: ButtonProps) {
  const iconOnly = children === undefined;
  return (
    <AriaButton
      {...rest}
      className={cx('ui-button', className)}
      data-variant={variant}
      data-size={size}
      data-icon-only={iconOnly || undefined}
    >
      {(renderProps) => (
        <>
          {renderProps.isPending ? (
            <span className="ui-button__spinner" aria-hidden="true" />
          ) : icon ? (
            <span className="ui-button__icon" aria-hidden="true">
              {icon}
            </span>
          ) : null}
          {children !== undefined && <span className="ui-button__label">{children}</span>}
        </>
      )}
    </AriaButton>
  );
}
