/**
 * Commands on the selection as a whole: group (2 or more elements), ungroup, duplicate and delete.
 */
import { useEditor, useEditorContext } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { ToolButton } from './controls';
import { DeleteIcon, DuplicateIcon, GroupIcon, UngroupIcon } from './icons';
import { LayerAlignMenu } from './LayerAlignMenu';
import type { ToolbarSections } from './toolbar-model';
import { useRunAction } from './use-run-action';

export function ArrangeControls({ sections, count }: { sections: ToolbarSections; count: number }) {
  const intl = useIntl();
  const editor = useEditor();
  const run = useRunAction();
  const { workspace } = useEditorContext();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      {count >= 2 && (
        <ToolButton
          label={t('toolbar.group')}
          icon={<GroupIcon />}
          testId="group"
          isDisabled={!sections.group}
          onPress={() => run(editor.group())}
        />
      )}
      {sections.ungroup && (
        <ToolButton
          label={t('toolbar.ungroup')}
          icon={<UngroupIcon />}
          testId="ungroup"
          onPress={() => run(editor.ungroup())}
        />
      )}
      {sections.duplicate && (
        <ToolButton
          label={t('toolbar.duplicate')}
          icon={<DuplicateIcon />}
          testId="duplicate"
          onPress={() => run(editor.duplicate())}
        />
      )}
      {sections.duplicate && <LayerAlignMenu count={count} />}
      {sections.remove && (
        <ToolButton
          label={t('toolbar.delete')}
          icon={<DeleteIcon />}
          testId="delete"
          onPress={() => {
            // The toolbar goes with the deleted selection; the keyboard goes back to the canvas.
            if (run(editor.deleteElements())) workspace?.focus();
          }}
        />
      )}
    </>
  );
}
