/**
 * The spread creation modal wired to the open album: the blueprint's layouts, the album's look, its chapters and the
 * current spread's chapter, and the app's create (uploads, then the spread; see `useCreateSpread`).
 */
import { useEditorValue } from '@album/editor-react';
import { albumOrder } from '@album/editor-core';
import { useAlbumLook } from '../tabs/layouts/use-album-look';
import { useBlueprintLayouts } from '../tabs/layouts/use-blueprint-layouts';
import { chaptersOf, sameChapters } from './create-spread';
import { SpreadCreationDialog } from './SpreadCreationDialog';
import { useCreateSpread } from './use-create-spread';

export interface SpreadCreationModalProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
}

export function SpreadCreationModal({ isOpen, onOpenChange }: SpreadCreationModalProps) {
  const { state, retry } = useBlueprintLayouts();
  const look = useAlbumLook();
  const onCreate = useCreateSpread();
  const chapters = useEditorValue((editor) => chaptersOf(editor), sameChapters);
  const currentChapter = useEditorValue((editor) => {
    const id = editor.getSelection().spreadId;
    return albumOrder(editor.getState()).spreads.find((s) => s.id === id)?.sectionId ?? null;
  });
  return (
    <SpreadCreationDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      layouts={state}
      onRetryLayouts={retry}
      look={look}
      chapters={chapters}
      defaultChapterId={currentChapter}
      onCreate={onCreate}
    />
  );
}
