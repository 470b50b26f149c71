import type { Editor } from '@album/editor-core';
import { useEditorContext } from '../context/editor-context';

/** The editor of the nearest `<EditorProvider>`: every command and selector of `@album/editor-core`. */
export function useEditor(): Editor {
  return useEditorContext().editor;
}
