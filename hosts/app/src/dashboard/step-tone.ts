/**
 * How the dashboard marks an order's transfer, albums and shipment steps (spec 001 section 4): a done step shows a
 * tick (and its link); a pending one shows its date, red once the date has passed and yellow when it falls in the
 * current week.
 */
import type { OrderStatusStep } from '@album/api-client';

export type StepTone = 'done' | 'overdue' | 'this-week' | 'pending';

const DAY_MS = 86_400_000;

/** Monday 00:00 (local time) of the week of `now`. */
function startOfWeek(now: Date): Date {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  // getDay() counts from Sunday (0); the week here starts on Monday, as in the five languages' calendars.
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

/** The tone of one step at `now`. */
export function stepTone(step: OrderStatusStep, now: Date): StepTone {
  if (step.status === 'done') return 'done';
  if (!step.date) return 'pending';
  const date = new Date(step.date);
  if (Number.isNaN(date.getTime())) return 'pending';
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  // A date-only value (YYYY-MM-DD) is read as UTC midnight; compare calendar days, so "today" is not overdue.
  const day = /^\d{4}-\d{2}-\d{2}$/.test(step.date)
    ? new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
    : new Date(date.getFullYear(), date.getMonth(), date.getDate());
  if (day < today) return 'overdue';
  const weekStart = startOfWeek(now);
  if (day.getTime() < weekStart.getTime() + 7 * DAY_MS) return 'this-week';
  return 'pending';
}
