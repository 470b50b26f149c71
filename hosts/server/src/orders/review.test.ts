import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBackends, type TestServer, type TestUser } from '../../test/harness';
import { mailsOf, ordersWorld, postOrder, validForm } from './test-support';

describeBackends('orders: the print review (feedback and approval)', (backend) => {
  let server: TestServer;
  let owner: TestUser;
  let collaborator: TestUser;
  let stranger: TestUser;
  let admin: TestUser;
  let albumId: string;

  beforeAll(async () => {
    ({ server, owner, collaborator, stranger, admin, albumId } = await ordersWorld(backend));
  });
  afterAll(() => server.close());

  const review = (
    orderId: string,
    user: TestUser,
    action: 'submit_review' | 'print_approval',
    message?: string,
  ) =>
    server.request({
      method: 'POST',
      url: `/orders/${orderId}/${action}`,
      headers: user.headers,
      ...(message === undefined ? {} : { payload: { message } }),
    });
  const setLocked = async (locked: boolean) => {
    const patched = await server.request({
      method: 'PATCH',
      url: `/albums/${albumId}`,
      headers: admin.headers,
      payload: { locked },
    });
    expect(patched.statusCode).toBe(200);
  };
  const albumLocked = async () =>
    (await server.request({ method: 'GET', url: `/albums/${albumId}`, headers: owner.headers })).json().data
      .album.locked as boolean;
  const comments = (orderId: string, user: TestUser) =>
    server.request({ method: 'GET', url: `/orders/${orderId}/review_comments`, headers: user.headers });

  it('takes feedback only while locked (unlocking the album), then approval once (locking it for good)', async () => {
    const orderId = (await postOrder(server, owner, validForm(albumId))).json().data.order.id as string;

    // Unlocked: there is nothing to give feedback on yet.
    const early = await review(orderId, owner, 'submit_review', 'Too early');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('album_not_locked');

    // Staff lock the album for the proof: approval waits, feedback unlocks it.
    await setLocked(true);
    const waiting = await review(orderId, owner, 'print_approval');
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error.code).toBe('album_in_review');
    expect(await albumLocked()).toBe(true);

    const empty = await review(orderId, owner, 'submit_review', '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ code: 'field_required', field: 'message' });
    const tooLong = await review(orderId, owner, 'submit_review', 'x'.repeat(1001));
    expect(tooLong.json().error).toMatchObject({ code: 'comment_too_long', field: 'message' });

    const feedback = await review(orderId, owner, 'submit_review', 'The title on page 3 is cut off');
    expect(feedback.statusCode).toBe(200);
    const afterFeedback = feedback.json().data.order;
    expect(afterFeedback.album.locked).toBe(false);
    expect(afterFeedback.order_updates.at(-1)).toMatchObject({
      signal: 'review_feedback',
      title: 'Feedback',
      message: 'The title on page 3 is cut off',
    });
    expect(await albumLocked()).toBe(false);
    const open = (await comments(orderId, owner)).json().data.comments;
    expect(open).toEqual([
      expect.objectContaining({
        order_id: orderId,
        content: 'The title on page 3 is cut off',
        email: owner.email,
        completed: false,
      }),
    ]);

    // Unlocked again: approve. It locks the album and is final.
    const approved = await review(orderId, owner, 'print_approval');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.order.album.locked).toBe(true);
    expect(approved.json().data.order.order_updates.map((u: { signal: string }) => u.signal)).toEqual([
      'review_feedback',
      'review_completed',
    ]);
    expect(await albumLocked()).toBe(true);

    const twice = await review(orderId, owner, 'print_approval');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('print_already_approved');
    // Feedback would unlock a design that went to print: refused, and the album stays locked.
    const late = await review(orderId, owner, 'submit_review', 'One more change');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('print_already_approved');
    expect(await albumLocked()).toBe(true);
    // Even after staff unlock the album, the approval stays the only one.
    await setLocked(false);
    expect((await review(orderId, owner, 'print_approval')).json().error.code).toBe('print_already_approved');

    const link = `http://127.0.0.1:3999/orders/${orderId}`;
    const [feedbackMail] = (await mailsOf(server, 'order_review_feedback')).filter(
      (m) => m.values.link === link,
    );
    expect(feedbackMail).toMatchObject({
      to: owner.email,
      language: 'en',
      values: { message: 'The title on page 3 is cut off' },
    });
    expect(feedbackMail!.text).toContain('The title on page 3 is cut off');
    const approvalMails = (await mailsOf(server, 'order_print_approved')).filter(
      (m) => m.values.link === link,
    );
    expect(approvalMails.map((m) => m.to)).toEqual([owner.email]);
  });

  it('is for who placed the order, the album’s owner and admins; collaborators read the open comments', async () => {
    await setLocked(false);
    const orderId = (await postOrder(server, owner, validForm(albumId))).json().data.order.id as string;
    await setLocked(true);
    // A collaborator edits the design but does not decide what the owner's order prints: 404 like a stranger.
    expect((await review(orderId, collaborator, 'submit_review', 'Mine')).statusCode).toBe(404);
    expect((await review(orderId, collaborator, 'print_approval')).statusCode).toBe(404);
    expect((await review(orderId, stranger, 'submit_review', 'Mine')).statusCode).toBe(404);
    expect(await albumLocked()).toBe(true);

    const byAdmin = await review(orderId, admin, 'submit_review', 'Staff relayed a phone call');
    expect(byAdmin.statusCode).toBe(200);
    const relayed = await comments(orderId, collaborator);
    expect(relayed.statusCode).toBe(200);
    expect(relayed.json().data.comments.map((c: { content: string }) => c.content)).toEqual([
      'Staff relayed a phone call',
    ]);
    expect((await comments(orderId, stranger)).statusCode).toBe(404);

    // A collaborator who placed an order reviews it themselves.
    const theirs = (await postOrder(server, collaborator, validForm(albumId))).json().data.order.id as string;
    expect((await review(theirs, collaborator, 'print_approval')).statusCode).toBe(200);
    expect(await albumLocked()).toBe(true);
  });

  it('keeps the newest open comment first and leaves completed ones out', async () => {
    await setLocked(false);
    const orderId = (await postOrder(server, owner, validForm(albumId))).json().data.order.id as string;
    for (const message of ['First', 'Second']) {
      await setLocked(true);
      expect((await review(orderId, owner, 'submit_review', message)).statusCode).toBe(200);
    }
    await server.ctx.db
      .updateTable('order_comments')
      .set({ completed: true })
      .where('order_id', '=', orderId)
      .where('content', '=', 'First')
      .execute();
    await server.ctx.db
      .insertInto('order_comments')
      .values({ id: crypto.randomUUID(), order_id: orderId, email: admin.email, content: 'Third' })
      .execute();
    const open = (await comments(orderId, owner))
      .json()
      .data.comments.map((c: { content: string }) => c.content);
    expect(open).toEqual(['Third', 'Second']);
  });
});
