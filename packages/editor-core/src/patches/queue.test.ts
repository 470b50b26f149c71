import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mergePatchSets } from './merge';
import { createPatchQueue } from './queue';
import type { PatchQueueOptions, PatchQueueState } from './queue';
import type { PatchOperation, PatchSet } from './types';

/** A manual clock: timers fire only when the test advances time. */
function fakeClock() {
  let time = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => time,
    setTimer(callback: () => void, ms: number): number {
      const id = nextId++;
      timers.set(id, { at: time + ms, callback });
      return id;
    },
    clearTimer(id: number) {
      timers.delete(id);
    },
    advance(ms: number) {
      const end = time + ms;
      for (;;) {
        let first: [number, { at: number; callback: () => void }] | undefined;
        for (const entry of timers)
          if (entry[1].at <= end && (!first || entry[1].at < first[1].at)) first = entry;
        if (!first) break;
        timers.delete(first[0]);
        time = first[1].at;
        first[1].callback();
      }
      time = end;
    },
    get timerCount() {
      return timers.size;
    },
  };
}

let serial = 0;
function ops(count: number, domain: keyof PatchSet = 'workspace'): PatchSet {
  const list: PatchOperation[] = [];
  for (let i = 0; i < count; i++) list.push({ op: 'replace', path: `/n${serial++}/props/x`, value: i });
  return { [domain]: list };
}

function setup(extra: Partial<PatchQueueOptions<number>> = {}) {
  const clock = fakeClock();
  const sent: PatchSet[] = [];
  const queue = createPatchQueue<number>({
    now: clock.now,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    send: (batch) => {
      sent.push(batch);
    },
    ...extra,
  });
  return { clock, sent, queue };
}

describe('createPatchQueue', () => {
  it('sends one batch 1800 ms after the last change', () => {
    const { clock, sent, queue } = setup();
    queue.push(ops(1));
    clock.advance(1000);
    queue.push(ops(2));
    clock.advance(1799);
    expect(sent).toHaveLength(0);
    expect(queue.pending).toBe(3);
    expect(queue.synced).toBe(false);
    clock.advance(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.workspace).toHaveLength(3);
    expect(queue.synced).toBe(true);
    expect(queue.pending).toBe(0);
  });

  it('keeps a single timer however many changes arrive', () => {
    const { clock, queue } = setup();
    for (let i = 0; i < 15; i++) {
      queue.push(ops(1));
      clock.advance(10);
    }
    expect(clock.timerCount).toBe(1);
  });

  it('sends at once when more than 20 operations are pending', () => {
    const { sent, queue } = setup();
    queue.push(ops(20));
    expect(sent).toHaveLength(0);
    queue.push(ops(1));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.workspace).toHaveLength(21);
  });

  it('merges sets per domain in order', () => {
    const { clock, sent, queue } = setup();
    const a = ops(1, 'stickers');
    const b = ops(2, 'workspace');
    const c = ops(1, 'stickers');
    queue.push(a);
    queue.push(b);
    queue.push(c);
    clock.advance(1800);
    expect(sent).toEqual([mergePatchSets(a, b, c)]);
    expect(sent[0]!.stickers).toEqual([...a.stickers!, ...c.stickers!]);
  });

  it('sends nothing while offline, disconnected or applying remote changes, and resumes after', () => {
    for (const pause of ['setOnline', 'setConnected', 'setApplyingRemote'] as const) {
      const { clock, sent, queue } = setup();
      const off = pause === 'setApplyingRemote';
      queue[pause](off);
      expect(queue.getState().paused).toBe(true);
      queue.push(ops(30));
      clock.advance(5000);
      queue.flush();
      expect(sent).toHaveLength(0);
      queue[pause](!off);
      expect(sent).toHaveLength(1);
      expect(queue.synced).toBe(true);
    }
  });

  it('waits for its deadline after resuming when the delay has not passed yet', () => {
    const { clock, sent, queue } = setup();
    queue.setOnline(false);
    queue.push(ops(1));
    clock.advance(500);
    queue.setOnline(true);
    expect(sent).toHaveLength(0);
    clock.advance(1300);
    expect(sent).toHaveLength(1);
  });

  it('flush sends immediately', () => {
    const { sent, queue } = setup();
    queue.push(ops(2));
    queue.flush();
    expect(sent).toHaveLength(1);
    queue.flush();
    expect(sent).toHaveLength(1);
  });

  it('counts an in-flight batch as unsynced and sends the next batch only after it settled', async () => {
    const resolvers: Array<() => void> = [];
    const { clock, sent, queue } = setup({
      send: (batch) => {
        sent.push(batch);
        return new Promise<void>((resolve) => resolvers.push(resolve));
      },
    });
    queue.push(ops(1));
    clock.advance(1800);
    expect(queue.getState()).toMatchObject({ saving: true, synced: false, pending: 0, inFlight: 1 });
    queue.push(ops(21));
    expect(sent).toHaveLength(1);
    expect(queue.pending).toBe(21);
    resolvers[0]!();
    await Promise.resolve();
    expect(sent).toHaveLength(2);
    resolvers[1]!();
    await Promise.resolve();
    expect(queue.getState()).toMatchObject({ saving: false, synced: true, pending: 0 });
  });

  it('puts a rejected batch back at the front and retries after the delay', async () => {
    let fail = true;
    const errors: unknown[] = [];
    const { clock, sent, queue } = setup({
      send: (batch) => {
        sent.push(batch);
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
      onError: (error) => errors.push(error),
    });
    const first = ops(2);
    queue.push(first);
    clock.advance(1800);
    const second = ops(25);
    queue.push(second);
    await Promise.resolve();
    await Promise.resolve();
    expect(errors).toHaveLength(1);
    // 27 pending but backing off: no hot retry loop.
    expect(sent).toHaveLength(1);
    expect(queue.pending).toBe(27);
    fail = false;
    clock.advance(1800);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(mergePatchSets(first, second));
    await Promise.resolve();
    expect(queue.synced).toBe(true);
  });

  it('treats a throwing send like a rejection', () => {
    let fail = true;
    const { clock, sent, queue } = setup({
      send: (batch) => {
        if (fail) throw new Error('boom');
        sent.push(batch);
      },
    });
    queue.push(ops(1));
    clock.advance(1800);
    expect(queue.pending).toBe(1);
    fail = false;
    clock.advance(1800);
    expect(sent).toHaveLength(1);
  });

  it('notifies subscribers of state changes only', () => {
    const { clock, queue } = setup();
    const states: PatchQueueState[] = [];
    const stop = queue.subscribe((state) => states.push(state));
    queue.push(ops(1));
    queue.push({});
    clock.advance(1800);
    stop();
    queue.push(ops(1));
    expect(states.map((s) => [s.pending, s.synced])).toEqual([
      [1, false],
      [0, true],
    ]);
  });

  it('stops after dispose', () => {
    const { clock, sent, queue } = setup();
    queue.push(ops(1));
    queue.dispose();
    clock.advance(5000);
    queue.push(ops(30));
    expect(sent).toHaveLength(0);
    expect(clock.timerCount).toBe(0);
  });

  type Step =
    | { kind: 'push'; count: number; domain: 'workspace' | 'stickers' | 'colors' }
    | { kind: 'advance'; ms: number }
    | { kind: 'pause'; which: 'online' | 'connected' | 'remote'; on: boolean }
    | { kind: 'flush' }
    | { kind: 'settle'; ok: boolean };

  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('push' as const),
      count: fc.integer({ min: 0, max: 12 }),
      domain: fc.constantFrom('workspace' as const, 'stickers' as const, 'colors' as const),
    }),
    fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 4000 }) }),
    fc.record({
      kind: fc.constant('pause' as const),
      which: fc.constantFrom('online' as const, 'connected' as const, 'remote' as const),
      on: fc.boolean(),
    }),
    fc.constant({ kind: 'flush' as const }),
    fc.record({ kind: fc.constant('settle' as const), ok: fc.boolean() }),
  );

  it('never loses, duplicates or reorders operations under random pauses and failures', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 60 }), async (steps) => {
        const clock = fakeClock();
        const delivered: PatchSet[] = [];
        let settleNext: ((ok: boolean) => void) | null = null;
        let sends = 0;
        const queue = createPatchQueue<number>({
          now: clock.now,
          setTimer: clock.setTimer,
          clearTimer: clock.clearTimer,
          send: (batch) => {
            sends++;
            return new Promise<void>((resolve, reject) => {
              settleNext = (ok) => {
                settleNext = null;
                if (ok) {
                  delivered.push(batch);
                  resolve();
                } else reject(new Error('failed'));
              };
            });
          },
        });
        const pushed: PatchSet[] = [];
        const flushMicrotasks = async () => {
          for (let i = 0; i < 3; i++) await Promise.resolve();
        };
        for (const s of steps) {
          const pausedBefore = queue.getState().paused;
          const sendsBefore = sends;
          if (s.kind === 'push') {
            const set = ops(s.count, s.domain);
            pushed.push(set);
            queue.push(set);
          } else if (s.kind === 'advance') clock.advance(s.ms);
          else if (s.kind === 'pause') {
            if (s.which === 'online') queue.setOnline(!s.on);
            else if (s.which === 'connected') queue.setConnected(!s.on);
            else queue.setApplyingRemote(s.on);
          } else if (s.kind === 'flush') queue.flush();
          else if (settleNext) {
            (settleNext as (ok: boolean) => void)(s.ok);
            await flushMicrotasks();
          }
          const state = queue.getState();
          expect(state.synced).toBe(state.pending === 0 && !state.saving);
          if (pausedBefore && state.paused) expect(sends).toBe(sendsBefore);
        }
        // Everything resumes and succeeds: the queue drains completely.
        queue.setOnline(true);
        queue.setConnected(true);
        queue.setApplyingRemote(false);
        for (let i = 0; i < 20 && !queue.synced; i++) {
          if (settleNext) {
            (settleNext as (ok: boolean) => void)(true);
            await flushMicrotasks();
          } else clock.advance(2000);
        }
        expect(queue.synced).toBe(true);
        expect(mergePatchSets(...delivered)).toEqual(mergePatchSets(...pushed));
      }),
      { numRuns: 300 },
    );
  });
});
