/**
 * Mounts the shortcuts dialog for a workspace: listens for `?` on the document (not in fields or other dialogs),
 * gives the help menu a way to open it, and puts focus back where it was (or on the canvas) when it closes.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { isHelpKey } from './help-key';
import { focusAfterDialog } from './focus-return';
import { ShortcutsDialog } from './ShortcutsDialog';
import { ShortcutsDialogContext } from './shortcuts-context';
import type { ShortcutsDialogControl } from './shortcuts-context';

export function ShortcutsHost({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  const control = useMemo<ShortcutsDialogControl>(
    () => ({
      open(target) {
        returnTo.current = target ?? (document.activeElement as HTMLElement | null);
        setOpen(true);
      },
    }),
    [],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isHelpKey(event)) return;
      event.preventDefault();
      control.open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [control]);

  // After the modal has unmounted: react-aria's own restore would find a vanished menu item and leave focus on
  // the body; focusing first makes it keep ours.
  useEffect(() => {
    if (wasOpen.current && !isOpen) focusAfterDialog(returnTo.current);
    wasOpen.current = isOpen;
  }, [isOpen]);

  return (
    <ShortcutsDialogContext.Provider value={control}>
      {children}
      <ShortcutsDialog isOpen={isOpen} onOpenChange={setOpen} />
    </ShortcutsDialogContext.Provider>
  );
}
