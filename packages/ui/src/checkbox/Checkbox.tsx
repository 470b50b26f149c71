import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { cx } from '../utils/cx';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  /** The visible label, already translated. */
  children: ReactNode;
  className?: string;
}

/** A checkbox with a visible label; supports the indeterminate state. */
export function Checkbox({ children, className, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={cx('ui-checkbox', className)}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="ui-checkbox__box" aria-hidden="true">
            {isIndeterminate ? (
              <svg viewBox="0 0 16 16">
                <path d="M4 8h8" />
              </svg>
            ) : isSelected ? (
              <svg viewBox="0 0 16 16">
                <path d="M3.5 8.5l3 3 6-7" />
              </svg>
            ) : null}
          </span>
          <span className="ui-checkbox__label">{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}
