// A partner embeds the album editor: their album, the canvas, undo/redo.
import { useState } from 'react';
import wasmUrl from 'canvaskit-wasm/bin/full/canvaskit.wasm?url';
import { createEditor, fromNested } from '@album/editor-core';
import { fixtureAlbum, fixtureImageBytes } from '@album/editor-core/testing';
import { fetchFontLoader } from '@album/fonts';
import { AlbumCanvas, EditorProvider, useHistory } from '@album/editor-react';

const fonts = fetchFontLoader(new URL('album-fonts/', document.baseURI).href);

function UndoRedo() {
  const { undo, redo, canUndo, canRedo } = useHistory();
  return (
    <nav>
      {canUndo && <button onClick={undo}>Undo</button>} {canRedo && <button onClick={redo}>Redo</button>}
    </nav>
  );
}

export function EmbedTheEditor() {
  const [editor] = useState(() => createEditor({ document: fromNested(fixtureAlbum()) }));
  const images = async (id: string) => fixtureImageBytes(editor.getDocument().images[id]!.blob.full!);
  return (
    <EditorProvider editor={editor}>
      <UndoRedo />
      <div style={{ height: '90vh' }}>
        <AlbumCanvas wasmUrl={wasmUrl} fonts={fonts} images={images} />
      </div>
    </EditorProvider>
  );
}
