import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { cx } from '../utils/cx';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'className' | 'children'> {
  /** The visible label, already translated (e.g. the file being uploaded). */
  label: string;
  /** Shows the formatted value (locale percentage by default) beside the label. @default true */
  showValue?: boolean;
  className?: string;
}

/** A determinate or (`isIndeterminate`) indeterminate progress bar with role `progressbar`. */
export function ProgressBar({ label, showValue = true, className, ...rest }: ProgressBarProps) {
  return (
    <AriaProgressBar {...rest} className={cx('ui-progress', className)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className="ui-progress__header">
            <Label className="ui-label">{label}</Label>
            {showValue && !isIndeterminate && <span className="ui-progress__value">{valueText}</span>}
          </div>
          <div className="ui-progress__track">
            <div
              className="ui-progress__fill"
              data-indeterminate={isIndeterminate || undefined}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
