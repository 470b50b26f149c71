/**
 * The canvas with its controls: the album canvas (CanvasKit), the floating element toolbar above the selection,
 * and the canvas controls (page input, zoom, print preview, view settings, tool menu, history, elements tree).
 */
import { useMemo } from 'react';
import { useIntl, useProblemFormatter } from '@album/i18n';
import { AlbumCanvas } from '@album/editor-react';
import type { A11yFormat } from '@album/editor-react';
import { useAlbumSession } from '../album/album-session';
import { CanvasControls } from '../canvas-controls/CanvasControls';
import { usePersistedViewOptions } from '../canvas-controls/use-persisted-view-options';
import { useCanvasFileDrop } from '../tabs/images/use-canvas-file-drop';
import { useNotify } from '../toasts/use-notify';
import type { TabKey } from '../workspace/tabs';
import { CANVAS_WASM_URL, fontLoader } from './canvaskit-assets';
import { LazyFloatingToolbar } from './LazyFloatingToolbar';
import { pasteRefusalMessageId } from './paste-refusal';

export function CanvasArea({ onOpenTab }: { onOpenTab(tab: TabKey | null): void }) {
  const intl = useIntl();
  const problems = useProblemFormatter();
  const notify = useNotify();
  const { album, images, editor, mode } = useAlbumSession();
  // Automatic texts (album title, release date) draw from the album's meta data; a new object only when they change.
  const meta = useMemo(
    () => ({ title: album.title, releaseDate: album.releaseDate }),
    [album.title, album.releaseDate],
  );
  const onDropFiles = useCanvasFileDrop();
  usePersistedViewOptions();
  // The screen reader texts of the canvas (its mirror of the spread and its announcements) in the UI language.
  const messages = useMemo<A11yFormat>(() => (id, values) => intl.formatMessage({ id }, values), [intl]);
  return (
    <div className="canvas-area">
      <AlbumCanvas
        wasmUrl={CANVAS_WASM_URL}
        fonts={fontLoader}
        images={images}
        meta={meta}
        label={intl.formatMessage({ id: 'canvas.label' })}
        textEditorLabel={intl.formatMessage({ id: 'toolbar.editText' })}
        messages={messages}
        className="canvas-area__canvas"
        onEditSticker={(cellId) => {
          editor.select(cellId);
          // The stickers tab edits: a preview or locked album has none to open.
          if (mode === 'edit') onOpenTab('stickers');
        }}
        {...(mode === 'edit' ? { onDropFiles } : {})}
        readOnly={mode !== 'edit'}
        onDropRefused={(errors) => notify('warning', { text: problems.problems(errors) })}
        onPasteRefused={(result) => {
          if (!result.ok) notify('warning', { id: pasteRefusalMessageId(result) });
        }}
      >
        {mode === 'edit' && <LazyFloatingToolbar onOpenTab={onOpenTab} />}
      </AlbumCanvas>
      <CanvasControls />
    </div>
  );
}
