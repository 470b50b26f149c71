/**
 * Confirmations as a promise: `const confirm = useConfirm(); if (await confirm({...})) ...`. One dialog at a time,
 * shown by `<ConfirmHost>` (react-aria alert dialog: focus starts on cancel, Escape cancels).
 */
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from '@album/i18n';
import { AlertDialog } from '@album/ui';

export interface ConfirmOptions {
  /** Message id of the question. */
  titleId: string;
  /** Message id of the explanation. */
  messageId: string;
  values?: Record<string, string | number>;
  /** Message id of the confirming button (default: `common.confirm`). */
  confirmId?: string;
  danger?: boolean;
}

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending extends ConfirmOptions {
  resolve(answer: boolean): void;
}

export function ConfirmHost({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          // A second question replaces an unanswered one, which counts as cancelled.
          previous?.resolve(false);
          return { ...options, resolve };
        });
      }),
    [],
  );
  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };
  const value = useMemo(() => confirm, [confirm]);
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {pending && (
        <AlertDialog
          isOpen
          title={intl.formatMessage({ id: pending.titleId }, pending.values)}
          confirmLabel={intl.formatMessage({ id: pending.confirmId ?? 'common.confirm' })}
          cancelLabel={intl.formatMessage({ id: 'common.cancel' })}
          variant={pending.danger ? 'danger' : 'primary'}
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        >
          {intl.formatMessage({ id: pending.messageId }, pending.values)}
        </AlertDialog>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs <ConfirmHost>');
  return confirm;
}
