/**
 * The key that opens the shortcuts dialog: `?`, whichever physical key types it (Shift+/ on a US layout, Shift+ß on
 * a German one, Shift+, on a French one), so `key` is read, not `code`. Not while typing in a field, where `?` is
 * text, and not inside another modal dialog, whose keys are its own.
 */
import { isTypingTarget } from '@album/editor-react';

interface HelpKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
  defaultPrevented?: boolean;
}

/** True when `event` asks for the shortcuts dialog. */
export function isHelpKey(event: HelpKeyEvent): boolean {
  if (event.key !== '?' || event.defaultPrevented || event.metaKey) return false;
  // Ctrl+Alt is AltGr on Windows, which some layouts need for `?`; Ctrl alone is another shortcut.
  if (event.ctrlKey && !event.altKey) return false;
  if (isTypingTarget(event.target)) return false;
  const target = event.target as Element | null;
  return !(target && typeof target.closest === 'function' && target.closest('[aria-modal="true"]'));
}
