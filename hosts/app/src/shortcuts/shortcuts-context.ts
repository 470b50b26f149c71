/**
 * Opening the shortcuts dialog from anywhere in the workspace (the help menu, the `?` key). The context is absent
 * outside a workspace (the top bar's own tests, the start page), where the help menu leaves the entry out.
 */
import { createContext, useContext } from 'react';

export interface ShortcutsDialogControl {
  /** Opens the dialog; focus goes back to `returnTo` (else to what had it, else the canvas) when it closes. */
  open(returnTo?: HTMLElement | null): void;
}

export const ShortcutsDialogContext = createContext<ShortcutsDialogControl | null>(null);

/** The control of the workspace's shortcuts dialog, or null outside a workspace. */
export function useShortcutsDialog(): ShortcutsDialogControl | null {
  return useContext(ShortcutsDialogContext);
}
