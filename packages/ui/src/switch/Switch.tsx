import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { cx } from '../utils/cx';

/** Props of {@link Switch}. */
export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'children'> {
  /** The visible label, already translated. */
  children: ReactNode;
  className?: string;
}

/** An on/off switch (role `switch`), toggled by click, Space or Enter. */
export function Switch({ children, className, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={cx('ui-switch', className)}>
      <span className="ui-switch__track" aria-hidden="true">
        <span className="ui-switch__thumb" />
      </span>
      <span className="ui-switch__label">{children}</span>
    </AriaSwitch>
  );
}
