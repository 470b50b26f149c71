import { describe, expect, it } from 'vitest';
import { reviewActions } from './review-rules';

describe('reviewActions', () => {
  it('offers the approval only while the album is not locked', () => {
    expect(reviewActions(false, '', false)).toEqual({
      feedbackEnabled: false,
      canSendFeedback: false,
      approvalShown: true,
    });
  });

  it('takes feedback only on a locked album, and only with text', () => {
    expect(reviewActions(true, '  ', false)).toEqual({
      feedbackEnabled: true,
      canSendFeedback: false,
      approvalShown: false,
    });
    expect(reviewActions(true, 'Please fix page 3', false).canSendFeedback).toBe(true);
    expect(reviewActions(true, 'Please fix page 3', true).canSendFeedback).toBe(false);
  });
});
