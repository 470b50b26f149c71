import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from '../icons/icons';
import { cx } from '../utils/cx';
import type { AppToastQueue, ToastType } from './toast-queue';

const ICONS: Record<ToastType, typeof ErrorIcon> = { error: ErrorIcon, warning: WarningIcon, info: InfoIcon };

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  queue: AppToastQueue;
  /** Accessible name of the notification region (a landmark; F6 moves focus to it), already translated. */
  'aria-label': string;
  /** Accessible name of each toast's close button, already translated. */
  closeLabel: string;
  className?: string;
}

/**
 * The toast stack. Each toast has its type label as title and the message as description; timers pause while the
 * stack is hovered or focused, and each toast has a close button.
 */
export function ToastRegion({ queue, 'aria-label': ariaLabel, closeLabel, className }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} aria-label={ariaLabel} className={cx('ui-toast-region', className)}>
      {({ toast }) => {
        const Icon = ICONS[toast.content.type];
        return (
          <AriaToast toast={toast} className="ui-toast" data-type={toast.content.type}>
            <Icon className="ui-toast__icon" />
            <AriaToastContent className="ui-toast__content">
              <Text slot="title" className="ui-toast__label">
                {toast.content.label}
              </Text>
              <Text slot="description" className="ui-toast__message">
                {toast.content.message}
              </Text>
            </AriaToastContent>
            <AriaButton slot="close" aria-label={closeLabel} className="ui-toast__close">
              <CloseIcon width={16} height={16} />
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
