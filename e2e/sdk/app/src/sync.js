// The partner stores the sample album as @album/sync's automerge documents and reads it back, in the browser.
// automerge's wasm is a plain asset URL (Vite's `?url`) given to initAutomerge: no WebAssembly plugin.
import wasmUrl from '@automerge/automerge/automerge.wasm?url';
import { fromNested } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/samples';
import { initAutomerge, readRawDocument, seedAlbumDocs } from '@album/sync';

const output = document.getElementById('documents');
initAutomerge(wasmUrl).then(
  () => {
    const album = fromNested(fixtureAlbum());
    const stored = readRawDocument(seedAlbumDocs(album));
    const count = (doc) => Object.keys(doc.nodes).length;
    output.textContent = `${count(stored)} of ${count(album)} elements read back from automerge`;
    document.body.dataset.ready = 'true';
  },
  (error) => {
    output.textContent = error.message;
    document.body.dataset.ready = 'failed';
  },
);
