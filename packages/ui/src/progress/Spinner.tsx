import { ProgressBar as AriaProgressBar } from 'react-aria-components';
import { cx } from '../utils/cx';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is in progress, already translated; the spinner's accessible name. */
  'aria-label': string;
  /** Diameter in px. @default 24 */
  size?: number;
  className?: string;
}

/** An indeterminate circular progress indicator (role `progressbar`). */
export function Spinner({ 'aria-label': ariaLabel, size = 24, className }: SpinnerProps) {
  return (
    <AriaProgressBar isIndeterminate aria-label={ariaLabel} className={cx('ui-spinner', className)}>
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" className="ui-spinner__svg">
        <circle cx="12" cy="12" r="9" className="ui-spinner__track" />
        <circle cx="12" cy="12" r="9" className="ui-spinner__arc" />
      </svg>
    </AriaProgressBar>
  );
}
