import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** Kind of a notification; decides colour, icon and how urgently it is announced. */
export type ToastType = 'error' | 'warning' | 'info';

/** What a toast shows. */
export interface ToastContent {
  type: ToastType;
  /** The type's label, already translated (spec: Fehler, Warnung, Info). */
  label: string;
  /** The message, already translated. */
  message: string;
}

/** Spec: toasts hide after 10 s unless hiding is disabled. */
export const TOAST_TIMEOUT_MS = 10_000;

/** Options of {@link showToast}. */
export interface ShowToastOptions {
  /** Milliseconds until the toast hides; `0` keeps it until dismissed. @default 10000 */
  timeout?: number;
  /** Called when the toast closes, by the user or by the timeout. */
  onClose?: () => void;
}

/** The queue a host creates once and hands to its `ToastRegion` and to whatever raises notifications. */
export type AppToastQueue = ToastQueue<ToastContent>;

/** Creates a toast queue showing at most `maxVisibleToasts` at once (older ones wait). */
export function createToastQueue(maxVisibleToasts = 5): AppToastQueue {
  return new ToastQueue<ToastContent>({ maxVisibleToasts });
}

/** Queues a toast and returns its key (for `queue.close(key)`). */
export function showToast(
  queue: AppToastQueue,
  content: ToastContent,
  options: ShowToastOptions = {},
): string {
  const { timeout = TOAST_TIMEOUT_MS, onClose } = options;
  return queue.add(content, { timeout: timeout > 0 ? timeout : undefined, onClose });
}
