import { useRef, type ReactNode } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import { Button } from '../button/Button';
import { Modal } from './Modal';

/** Props of {@link AlertDialog}. */
export interface AlertDialogProps extends Omit<
  ModalOverlayProps,
  'className' | 'children' | 'isDismissable'
> {
  /** The question, already translated, e.g. "Delete this image?". */
  title: string;
  /** The explanation, already translated. */
  children: ReactNode;
  /** Label of the confirming button, already translated. */
  confirmLabel: string;
  /** Label of the cancelling button, already translated. */
  cancelLabel: string;
  /** `danger` for destructive confirmations. @default 'primary' */
  variant?: 'primary' | 'danger';
  /** Called when the user confirms; the dialog then closes. May return a promise: the button shows pending. */
  onConfirm: () => void | Promise<void>;
  /** Called when the user cancels: the cancel button, or Escape when the dialog is controlled by `isOpen`. */
  onCancel?: () => void;
}

/**
 * A confirmation (role `alertdialog`) with cancel and confirm buttons. Focus starts on cancel, so an accidental
 * Enter never confirms a destructive action.
 */
export function AlertDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  onConfirm,
  onCancel,
  onOpenChange,
  ...rest
}: AlertDialogProps) {
  // Set when a button ended the dialog, so the overlay's close does not report a second outcome.
  const handled = useRef(false);
  return (
    <Modal
      {...rest}
      size="sm"
      role="alertdialog"
      title={title}
      onOpenChange={(open) => {
        if (!open && !handled.current) onCancel?.();
        handled.current = false;
        onOpenChange?.(open);
      }}
    >
      {(close) => (
        <>
          <div className="ui-modal__message">{children}</div>
          <div className="ui-modal__actions">
            <Button
              variant="secondary"
              autoFocus
              onPress={() => {
                handled.current = true;
                onCancel?.();
                close();
              }}
            >
              {cancelLabel}
            </Button>
            <Button
              variant={variant}
              // A rejected confirmation keeps the dialog open; the rejection stays the caller's to handle.
              onPress={() =>
                void (async () => {
                  await onConfirm();
                  handled.current = true;
                  close();
                })()
              }
            >
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
