import type { ReactNode } from 'react';
import {
  Dialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { cx } from '../utils/cx';

/** Width of a modal. */
export type ModalSize = 'sm' | 'md' | 'lg';

/** Props of {@link Modal}. */
export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  /** The heading, already translated; it names the dialog. */
  title: string;
  /** Dialog body; a function receives `close` for buttons that end the dialog. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** @default 'md' */
  size?: ModalSize;
  /** The ARIA role: `alertdialog` for confirmations that interrupt. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * A modal dialog over a dimmed backdrop. Focus is trapped inside and restored on close; Escape closes it, and so
 * does a press outside when `isDismissable`. Controlled by `isOpen`/`onOpenChange` or placed in a `DialogTrigger`.
 */
export function Modal({ title, children, size = 'md', role = 'dialog', className, ...rest }: ModalProps) {
  return (
    <ModalOverlay {...rest} className="ui-modal-overlay">
      <AriaModal className={cx('ui-modal', className)} data-size={size}>
        <Dialog role={role} className="ui-modal__dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="ui-modal__title">
                {title}
              </Heading>
              <div className="ui-modal__body">
                {typeof children === 'function' ? children(close) : children}
              </div>
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
