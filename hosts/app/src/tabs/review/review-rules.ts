/**
 * The review tab's rules (editor specification, section 4 "Lock and review"): the print approval locks the album
 * for good, feedback unlocks it. Feedback can be sent only while the album is locked (a proof is waiting for the
 * customer's word); the approval is offered only while it is not locked.
 */

/** Longest feedback message the tab takes. */
export const FEEDBACK_MAX_LENGTH = 1000;

export interface ReviewActions {
  /** The send button is enabled (a locked album and some text). */
  canSendFeedback: boolean;
  /** The feedback field is enabled (a locked album). */
  feedbackEnabled: boolean;
  /** The print approval button is shown. */
  approvalShown: boolean;
}

export function reviewActions(locked: boolean, feedback: string, busy: boolean): ReviewActions {
  return {
    feedbackEnabled: locked && !busy,
    canSendFeedback: locked && !busy && feedback.trim() !== '',
    approvalShown: !locked,
  };
}
