import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Order } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Button, Card, Checkbox, TextField } from '@album/ui';
import { useConfirm } from '../../dialogs/confirm';
import { formatDay } from '../../dashboard/dates';
import { useStaffComments } from './queries';

const MAX_COMMENT = 2000;

/**
 * The order's comments (the customer's review feedback and the staff's notes): add one (send stays disabled while
 * the text is empty), mark one completed, delete one after a confirmation. A failed list asks to reload the page;
 * a failed send asks to try again (spec 001 section 8).
 */
export function CommentsPanel({ order }: { order: Order }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const comments = useStaffComments(order.id);
  const [content, setContent] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (content.trim() === '') return;
    comments.add.mutate(content.trim(), { onSuccess: () => setContent('') });
  };
  const remove = async (id: string) => {
    const yes = await confirm({
      titleId: 'orderAdmin.comment.deleteTitle',
      messageId: 'orderAdmin.comment.deleteBody',
      confirmId: 'common.delete',
      danger: true,
    });
    if (yes) comments.remove.mutate(id);
  };
  const failed = comments.complete.isError || comments.remove.isError;
  return (
    <Card title={intl.formatMessage({ id: 'orderAdmin.comments' })} headingLevel={3}>
      {comments.list.isError ? (
        <p role="alert" className="order-admin__error">
          {intl.formatMessage({ id: 'orderAdmin.comments.loadFailed' })}
        </p>
      ) : comments.list.data && comments.list.data.comments.length === 0 ? (
        <p className="order-admin__muted">{intl.formatMessage({ id: 'orderAdmin.comments.none' })}</p>
      ) : (
        <ul className="order-admin__list" data-testid="order-comments">
          {comments.list.data?.comments.map((comment) => (
            <li
              key={comment.id}
              className="order-admin__comment"
              data-completed={comment.completed || undefined}
            >
              <p className="order-admin__comment-text">{comment.content}</p>
              <p className="order-admin__muted">
                {comment.email} · {formatDay(intl, comment.created_at)}
              </p>
              <div className="order-admin__actions">
                <Checkbox
                  isSelected={comment.completed}
                  isDisabled={comments.complete.isPending}
                  onChange={(completed) => comments.complete.mutate({ id: comment.id, completed })}
                >
                  {intl.formatMessage({ id: 'orderAdmin.comment.completed' })}
                </Checkbox>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={intl.formatMessage({ id: 'orderAdmin.comment.delete' })}
                  onPress={() => void remove(comment.id)}
                >
                  {intl.formatMessage({ id: 'common.delete' })}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className="order-admin__error">
          {intl.formatMessage({ id: 'orderAdmin.comments.changeFailed' })}
        </p>
      )}
      <form className="order-admin__form" onSubmit={submit} data-testid="order-comment-form">
        <TextField
          label={intl.formatMessage({ id: 'orderAdmin.comment.new' })}
          value={content}
          onChange={(value) => {
            setContent(value);
            comments.add.reset();
          }}
          multiline
          maxLength={MAX_COMMENT}
          isRequired
        />
        <div className="order-admin__actions">
          <Button
            type="submit"
            variant="secondary"
            isDisabled={content.trim() === '' || comments.add.isPending}
          >
            {intl.formatMessage({ id: 'orderAdmin.comment.send' })}
          </Button>
        </div>
        {comments.add.isError && (
          <p role="alert" className="order-admin__error">
            {intl.formatMessage({ id: 'orderAdmin.comment.sendFailed' })}
          </p>
        )}
      </form>
    </Card>
  );
}
