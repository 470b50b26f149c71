/**
 * The review tab (editor specification, sections 2 and 4), shown for albums with an order: the comments of the
 * print review (newest first), the feedback form (enabled only while the album is locked; sending it unlocks the
 * album) and the print approval (only while not locked; a confirmation says it is final, then the album is locked
 * and opens read-only for its owner).
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Button, Card, EmptyState, Skeleton, TextField } from '@album/ui';
import { useAlbumSession } from '../../album/album-session';
import { useConfirm } from '../../dialogs/confirm';
import { useApiProblem } from '../../session/api-problem';
import { useOrder, usePrintApproval, useReviewComments, useSubmitReview } from '../../orders/queries';
import type { TabPanelProps } from '../../workspace/TabPanelContent';
import { FEEDBACK_MAX_LENGTH, reviewActions } from './review-rules';
import './review.css';

export function ReviewTab(_props: TabPanelProps) {
  const intl = useIntl();
  const { album } = useAlbumSession();
  const orderId = album.last_order_id;
  return (
    <div className="tab-panel review-tab" data-testid="review-tab">
      <h2 className="tab-panel__title">{intl.formatMessage({ id: 'tabs.review' })}</h2>
      {orderId ? (
        <ReviewPanel orderId={orderId} />
      ) : (
        <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'review.noOrder' })} />
      )}
    </div>
  );
}

function ReviewPanel({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const problem = useApiProblem();
  const confirm = useConfirm();
  const { album, reload } = useAlbumSession();
  const order = useOrder(orderId);
  const comments = useReviewComments(orderId);
  const feedback = useSubmitReview(orderId);
  const approval = usePrintApproval(orderId);
  const [message, setMessage] = useState('');
  const locked = order.data?.order.album.locked ?? album.locked;
  const busy = feedback.isPending || approval.isPending;
  const actions = reviewActions(locked, message, busy);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!actions.canSendFeedback) return;
    feedback.mutate(message.trim(), {
      onSuccess: () => {
        setMessage('');
        // Feedback unlocks the album: open it afresh so the editor is writable again.
        reload();
      },
    });
  };
  const approve = async () => {
    const sure = await confirm({
      titleId: 'review.approve.title',
      messageId: 'review.approve.message',
      confirmId: 'review.approve.confirm',
    });
    // The approval locks the album: open it afresh, read-only for its owner.
    if (sure) approval.mutate(undefined, { onSuccess: () => reload() });
  };

  return (
    <>
      <Card title={intl.formatMessage({ id: 'review.comments' })} headingLevel={3}>
        {comments.isPending ? (
          <Skeleton height={48} />
        ) : comments.isError ? (
          <p role="alert">{problem(comments.error)}</p>
        ) : comments.data.comments.length === 0 ? (
          <p className="review-tab__empty">
            <FormattedMessage id="review.comments.none" />
          </p>
        ) : (
          <ul className="review-tab__comments" data-testid="review-comments">
            {comments.data.comments.map((comment) => (
              <li key={comment.id}>
                <p className="review-tab__comment">{comment.content}</p>
                <p className="review-tab__meta">
                  {comment.email} ·{' '}
                  {intl.formatDate(comment.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <form className="review-tab__feedback" onSubmit={send}>
        <TextField
          label={intl.formatMessage({ id: 'review.feedback' })}
          description={intl.formatMessage({
            id: locked ? 'review.feedback.hint' : 'review.feedback.notLocked',
          })}
          multiline
          value={message}
          onChange={setMessage}
          maxLength={FEEDBACK_MAX_LENGTH}
          isDisabled={!actions.feedbackEnabled}
        />
        <Button type="submit" variant="secondary" isDisabled={!actions.canSendFeedback}>
          {intl.formatMessage({ id: 'review.feedback.send' })}
        </Button>
        {feedback.isError && (
          <p role="alert" className="review-tab__error">
            {problem(feedback.error)}
          </p>
        )}
      </form>
      {actions.approvalShown ? (
        <div className="review-tab__approval">
          <p>
            <FormattedMessage id="review.approve.hint" />
          </p>
          <Button
            variant="primary"
            onPress={() => void approve()}
            isDisabled={busy}
            data-testid="print-approval"
          >
            {intl.formatMessage({ id: 'review.approve' })}
          </Button>
          {approval.isError && (
            <p role="alert" className="review-tab__error">
              {problem(approval.error)}
            </p>
          )}
        </div>
      ) : (
        <p className="review-tab__locked" role="status" data-testid="review-locked">
          <FormattedMessage id="review.locked" />
        </p>
      )}
    </>
  );
}
