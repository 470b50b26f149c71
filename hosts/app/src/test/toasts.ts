import type { AppServices } from '../app/services';

/** The messages of the toasts shown so far. */
export function toastMessages(services: AppServices): string[] {
  return services.toasts.visibleToasts.map((toast) => toast.content.message);
}
