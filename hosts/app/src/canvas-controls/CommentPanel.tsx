/**
 * The comment card (specification sections 5 and 6): with one comment selected, its text can be written or read.
 * Only its author or an admin may change it (editor-core's `mayChange`, which also guards every command); others
 * read it with a note saying why they cannot edit. A comment placed with the tool has no author yet: the first
 * person to write its text becomes its author.
 */
import { useEffect, useState } from 'react';
import { mayChange } from '@album/editor-core';
import type { AnyNode, Editor } from '@album/editor-core';
import { useEditor, useSelection, useTool } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { TextField } from '@album/ui';
import { useAlbumSession } from '../album/album-session';

type CommentNode = Extract<AnyNode, { type: 'Comment' }>;

/** Ids of every comment of the document. */
function commentIds(editor: Editor): string[] {
  return Object.values(editor.getState().nodes)
    .filter((node) => node.type === 'Comment')
    .map((node) => node.id);
}

export function CommentPanel() {
  const editor = useEditor();
  const { tool } = useTool();
  const { nodes } = useSelection();
  // A comment placed with the comment tool is selected at once, so its card opens to write the text.
  useEffect(() => {
    if (tool !== 'comment') return;
    const before = new Set(commentIds(editor));
    return editor.subscribe('change', () => {
      const placed = commentIds(editor).find((id) => !before.has(id));
      if (placed) editor.select(placed);
    });
  }, [editor, tool]);
  const comment = nodes.length === 1 && nodes[0]!.type === 'Comment' ? (nodes[0] as CommentNode) : null;
  if (!comment) return null;
  return <CommentCard key={comment.id} comment={comment} />;
}

function CommentCard({ comment }: { comment: CommentNode }) {
  const intl = useIntl();
  const editor = useEditor();
  const { user, isAdmin, mode } = useAlbumSession();
  const saved = typeof comment.props.text === 'string' ? comment.props.text : '';
  const [draft, setDraft] = useState(saved);
  // A peer's or an undo's change shows up unless the user is typing something else.
  useEffect(() => setDraft(saved), [saved]);
  const editorUser = user ? { userId: user.id, isAdmin } : null;
  const editable = mode === 'edit' && !editor.isReadOnly() && mayChange(comment, editorUser);

  const save = () => {
    if (!editable || draft === saved) return;
    const claim = user && !comment.props.userId ? { userId: user.id } : {};
    editor.updateProps(comment.id, { text: draft, ...claim });
  };

  return (
    <section
      className="canvas-controls__comment"
      aria-label={intl.formatMessage({ id: 'canvas.node.Comment' })}
      data-testid="comment-panel"
    >
      {editable ? (
        <TextField
          label={intl.formatMessage({ id: 'canvas.comment.field' })}
          multiline
          value={draft}
          onChange={setDraft}
          onBlur={save}
          autoFocus={saved === ''}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) save();
          }}
          placeholder={intl.formatMessage({ id: 'canvas.comment.placeholder' })}
          data-testid="comment-text"
        />
      ) : (
        <>
          <p className="canvas-controls__comment-text">{saved}</p>
          <p className="canvas-controls__comment-note">
            {intl.formatMessage({ id: 'canvas.comment.locked' })}
          </p>
        </>
      )}
    </section>
  );
}
