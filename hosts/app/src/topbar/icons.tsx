/**
 * Line icons of the top bar (24 px grid, stroke = currentColor), decorative: the controls carry the names.
 */
import type { ReactNode } from 'react';
import { LineIcon } from '@album/ui';
import type { SyncIndicatorState } from './sync-state';

/** The top bar's icons are drawn a little finer than the kit's default. */
function Icon({ children }: { children: ReactNode }) {
  return <LineIcon strokeWidth="1.8">{children}</LineIcon>;
}

const CLOUD = 'M7 18a4.5 4.5 0 01-.6-9 6 6 0 0111.5 1.6A3.8 3.8 0 0117.5 18z';

const CLOUD_MARKS: Readonly<Record<SyncIndicatorState, ReactNode>> = {
  saved: <path d="M9.5 13.2l1.8 1.8 3.4-3.6" />,
  saving: <path d="M12 15.5v-5M9.8 12.5l2.2-2.2 2.2 2.2" />,
  unsaved: <circle cx="12" cy="13.2" r="1.2" fill="currentColor" />,
  offline: <path d="M3 3l18 18" />,
  error: <path d="M12 10.2v3.2M12 15.8v.01" />,
};

/** A cloud with a mark for the sync state: a tick, an upward arrow, a dot, struck through, or an exclamation mark. */
export function CloudIcon({ state }: { state: SyncIndicatorState }) {
  return (
    <Icon>
      <path d={CLOUD} />
      {CLOUD_MARKS[state]}
    </Icon>
  );
}

/** A question mark in a circle (help menu). */
export function HelpIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.6 9.3a2.5 2.5 0 014.8.9c0 1.7-2.4 2.2-2.4 3.8M12 17v.01" />
    </Icon>
  );
}

/** A pencil (the title can be edited). */
export function PencilIcon() {
  return (
    <Icon>
      <path d="M4 20l1-4L16 5l3 3L8 19zM14 7l3 3" />
    </Icon>
  );
}

/** A tick (save). */
export function CheckIcon() {
  return (
    <Icon>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  );
}

/** A shopping cart (order). */
export function CartIcon() {
  return (
    <Icon>
      <path d="M3 4h2l2.5 11h11L21 7H6.2M9 20a1 1 0 100-.1M18 20a1 1 0 100-.1" />
    </Icon>
  );
}
