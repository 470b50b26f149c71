/**
 * Colours of the order pages (specification 001, section 4): the badge of each timeline signal, of each invoice
 * status, and of a pending step's date (red once past, yellow within the current week).
 */
import type { BadgeTone } from '@album/ui';
import type { OrderInvoice, OrderStatusStep } from '@album/api-client';

const SUCCESS = new Set([
  'accepted',
  'review_completed',
  'export_completed',
  'transfer_completed',
  'invoice_created',
  'production_started',
  'shipped',
  'albums_shipped',
]);
const DANGER = new Set(['rejected', 'export_failed', 'transfer_failed']);
const WARNING = new Set(['review_feedback', 'export_started', 'transfer_started', 'shipment_created']);

/**
 * The badge of a timeline signal. The specification lists `shipped` among the successes while its signal list says
 * `albums_shipped`; both count, so the shipped albums show green whichever name the server sends.
 */
export function signalTone(signal: string): BadgeTone {
  if (SUCCESS.has(signal)) return 'success';
  if (DANGER.has(signal)) return 'danger';
  if (WARNING.has(signal)) return 'warning';
  return 'neutral';
}

/** The badge of an invoice status: draft secondary, open primary, paid success, uncollectible and void danger. */
export function invoiceTone(status: OrderInvoice['status']): BadgeTone {
  switch (status) {
    case 'draft':
      return 'neutral';
    case 'open':
      return 'primary';
    case 'paid':
      return 'success';
    default:
      return 'danger';
  }
}

export type StepUrgency = 'done' | 'overdue' | 'this-week' | 'later' | 'none';

/** Start of the ISO week (Monday, 00:00 local time) that holds `day`. */
function weekStart(day: Date): Date {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

/** A local day from `yyyy-mm-dd` (or a full ISO time), at its midnight. */
function dayOf(value: string): Date {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}

/**
 * How a step's date reads: done; pending and past (red); pending within the current week (yellow); pending later;
 * or pending without a date.
 */
export function stepUrgency(step: OrderStatusStep, now: Date): StepUrgency {
  if (step.status === 'done') return 'done';
  if (!step.date) return 'none';
  const date = dayOf(step.date);
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (date < today) return 'overdue';
  const nextWeek = weekStart(now);
  nextWeek.setDate(nextWeek.getDate() + 7);
  return date < nextWeek ? 'this-week' : 'later';
}
