/**
 * A toolbar button that opens the system file dialog for one image and hands the chosen file on; shows a spinner
 * while `onFile` runs.
 */
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ToolButton } from './controls';

export function FilePickButton(props: {
  label: string;
  icon: ReactNode;
  testId: string;
  accept: string;
  onFile(file: File): Promise<unknown>;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <ToolButton
        label={props.label}
        icon={props.icon}
        testId={props.testId}
        isPending={busy}
        onPress={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        accept={props.accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`${props.testId}-input`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          void props.onFile(file).finally(() => setBusy(false));
        }}
      />
    </>
  );
}
