/**
 * What a screen reader hears from the canvas, made visible for the accessibility story: the mirror of the open
 * spread (editor-react's `mirrorModel`, the list box the canvas holds visually hidden) and the log of the live
 * region's sentences (`createAnnouncer`), newest first.
 */
import { useEffect, useMemo, useState } from 'react';
import { createAnnouncer, englishFormat, mirrorModel, useEditor, useEditorValue } from '@album/editor-react';

export function ScreenReaderView() {
  const editor = useEditor();
  const state = useEditorValue((e) => e.getState(), Object.is, ['change']);
  const selection = useEditorValue((e) => e.getSelection(), Object.is, ['selection']);
  const model = useMemo(() => mirrorModel(state, selection, englishFormat), [state, selection]);
  const [said, setSaid] = useState<string[]>([]);
  useEffect(
    () =>
      createAnnouncer(editor, {
        format: () => englishFormat,
        say: (text) => setSaid((list) => [text, ...list].slice(0, 8)),
      }),
    [editor],
  );
  return (
    <aside
      aria-hidden="true"
      style={{ display: 'flex', gap: 24, padding: 8, fontSize: 13, borderBottom: '1px solid #ccc' }}
    >
      <section style={{ flex: 2 }}>
        <strong>{model.label}</strong>
        <ol style={{ margin: '4px 0', paddingLeft: 20 }}>
          {model.items.map((item) => (
            <li key={item.id} style={{ fontWeight: item.selected ? 700 : 400 }}>
              {item.label} — <span style={{ color: '#555' }}>{item.description}</span>
              {item.selected ? ' (selected)' : ''}
            </li>
          ))}
        </ol>
      </section>
      <section style={{ flex: 1 }}>
        <strong>Live region</strong>
        <ol style={{ margin: '4px 0', paddingLeft: 20 }}>
          {said.map((text, i) => (
            <li key={`${i}-${text}`}>{text}</li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
