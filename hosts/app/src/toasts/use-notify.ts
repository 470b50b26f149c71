/**
 * `useNotify()`: shows a toast labelled as the specification says (Fehler, Warnung, Info, translated) that hides
 * after 10 s unless `timeout: 0`. Messages are given as message ids (with values) or as already translated text.
 */
import { useCallback } from 'react';
import { useIntl } from '@album/i18n';
import { showToast } from '@album/ui';
import type { ShowToastOptions, ToastType } from '@album/ui';
import { useServices } from '../app/services';

export type NotifyMessage = { id: string; values?: Record<string, string | number> } | { text: string };

export type Notify = (type: ToastType, message: NotifyMessage, options?: ShowToastOptions) => string;

const LABEL_IDS: Readonly<Record<ToastType, string>> = {
  error: 'toast.label.error',
  warning: 'toast.label.warning',
  info: 'toast.label.info',
};

export function useNotify(): Notify {
  const intl = useIntl();
  const { toasts } = useServices();
  return useCallback<Notify>(
    (type, message, options) =>
      showToast(
        toasts,
        {
          type,
          label: intl.formatMessage({ id: LABEL_IDS[type] }),
          message: 'text' in message ? message.text : intl.formatMessage({ id: message.id }, message.values),
        },
        options,
      ),
    [intl, toasts],
  );
}
