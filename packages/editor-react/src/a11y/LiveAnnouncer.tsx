/**
 * The canvas's polite live region (issue #23): what the announcer says ("Text ‘Together’ selected", "Moved 3 mm
 * right", "Undone") is read by screen readers without moving the focus. A sentence repeated (undo twice) gets a
 * no-break space added or removed, so the region changes and is read again.
 */
import { useEffect, useRef, useState } from 'react';
import { useEditorContext } from '../context/editor-context';
import { createAnnouncer } from './announcer';
import type { A11yFormat } from './format';
import { VISUALLY_HIDDEN } from './visually-hidden';

export function LiveAnnouncer({ format }: { format: A11yFormat }) {
  const { editor } = useEditorContext();
  const [message, setMessage] = useState('');
  const latest = useRef(format);
  latest.current = format;
  useEffect(
    () =>
      createAnnouncer(editor, {
        format: () => latest.current,
        say: (text) => setMessage((previous) => (previous === text ? `${text}\u00a0` : text)),
      }),
    [editor],
  );
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-album-announcer="" style={VISUALLY_HIDDEN}>
      {message}
    </div>
  );
}
