/**
 * The event form's rules (spec 001 section 5, "Event form"): a signal is required; `albums_shipped` needs the
 * carrier's tracking code (the code, not the whole address); `shipment_created` needs the full tracking address,
 * with an optional e-mail to the customer.
 */
import type { OrderUpdateInput } from '@album/api-client';

export interface EventDraft {
  signal: string;
  trackingCode: string;
  trackingUrl: string;
  emailCustomer: boolean;
}

export type EventProblem =
  | { field: 'signal'; id: 'orderAdmin.error.signal' }
  | { field: 'tracking_code'; id: 'orderAdmin.error.trackingCode' | 'orderAdmin.error.trackingCodeNotUrl' }
  | { field: 'tracking_url'; id: 'orderAdmin.error.trackingUrl' };

/** What the signal asks for besides itself. */
export function extraOf(signal: string): 'tracking_code' | 'tracking_url' | null {
  if (signal === 'albums_shipped') return 'tracking_code';
  if (signal === 'shipment_created') return 'tracking_url';
  return null;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** The draft's problems, at most one per field. */
export function eventProblems(draft: EventDraft): EventProblem[] {
  if (draft.signal === '') return [{ field: 'signal', id: 'orderAdmin.error.signal' }];
  const code = draft.trackingCode.trim();
  switch (extraOf(draft.signal)) {
    case 'tracking_code':
      if (code === '') return [{ field: 'tracking_code', id: 'orderAdmin.error.trackingCode' }];
      if (/^[a-z]+:\/\/|^www\./i.test(code) || /\s/.test(code))
        return [{ field: 'tracking_code', id: 'orderAdmin.error.trackingCodeNotUrl' }];
      return [];
    case 'tracking_url':
      return isHttpUrl(draft.trackingUrl.trim())
        ? []
        : [{ field: 'tracking_url', id: 'orderAdmin.error.trackingUrl' }];
    default:
      return [];
  }
}

/** The body of `POST /orders/:id/order_updates` for a draft without problems. */
export function eventInput(draft: EventDraft): OrderUpdateInput {
  switch (extraOf(draft.signal)) {
    case 'tracking_code':
      return { signal: draft.signal, metadata: { tracking_code: draft.trackingCode.trim() } };
    case 'tracking_url':
      return {
        signal: draft.signal,
        metadata: { tracking_url: draft.trackingUrl.trim() },
        trigger_email: draft.emailCustomer,
      };
    default:
      return { signal: draft.signal };
  }
}
