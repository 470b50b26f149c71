import { describe, expect, it } from 'vitest';
import { wantsFanout } from './fanout-frames';

describe('wantsFanout', () => {
  it('reads what a socket URL asks for', () => {
    expect(wantsFanout('/sync?album=a&fanout=1')).toEqual({ fanout: true, ownDurable: false });
    expect(wantsFanout('/sync?album=a&fanout=2')).toEqual({ fanout: true, ownDurable: true });
    expect(wantsFanout('/sync?album=a')).toEqual({ fanout: false, ownDurable: false });
    expect(wantsFanout(undefined)).toEqual({ fanout: false, ownDurable: false });
  });

  it('takes anything else as a client of before (a sync message pushed per change, every save heard)', () => {
    for (const value of ['0', '3', '2x', ' 2', 'true', '%00', '2'.repeat(10_000)])
      expect(wantsFanout(`/sync?album=a&fanout=${encodeURIComponent(value)}`)).toEqual({
        fanout: false,
        ownDurable: false,
      });
    // A repeated parameter counts by its first value, as URLSearchParams reads it.
    expect(wantsFanout('/sync?fanout=2&fanout=1')).toEqual({ fanout: true, ownDurable: true });
  });
});
