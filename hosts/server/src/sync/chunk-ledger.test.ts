import { describe, expect, it } from 'vitest';
import { ChunkLedger, isContentChunk } from './chunk-ledger';

describe('chunk ledger', () => {
  it('records content chunks once, per document, and ignores other keys', () => {
    const ledger = new ChunkLedger();
    expect(isContentChunk(['doc', 'incremental', 'h1'])).toBe(true);
    expect(isContentChunk(['doc', 'sync-state', 'peer'])).toBe(false);
    expect(ledger.add(['doc', 'incremental', 'h1'])).toBe(true);
    expect(ledger.add(['doc', 'incremental', 'h1'])).toBe(false);
    expect(ledger.add(['doc', 'snapshot', 's1'])).toBe(true);
    expect(ledger.add(['storage-adapter-id'])).toBe(false);
    expect(ledger.add(['doc', 'sync-state', 'peer'])).toBe(false);
    expect(ledger.has(['doc', 'incremental', 'h1'])).toBe(true);
    expect(ledger.has(['other', 'incremental', 'h1'])).toBe(false);
  });

  it('forgets removed chunks, ranges and documents', () => {
    const ledger = new ChunkLedger();
    ledger.add(['doc', 'incremental', 'h1']);
    ledger.add(['doc', 'incremental', 'h2']);
    ledger.add(['doc', 'snapshot', 's1']);
    ledger.add(['doc2', 'snapshot', 's1']);
    ledger.remove(['doc', 'incremental', 'h1']);
    expect(ledger.has(['doc', 'incremental', 'h1'])).toBe(false);
    expect(ledger.has(['doc', 'incremental', 'h2'])).toBe(true);
    ledger.remove(['doc', 'incremental']);
    expect(ledger.has(['doc', 'incremental', 'h2'])).toBe(false);
    expect(ledger.has(['doc', 'snapshot', 's1'])).toBe(true);
    ledger.forget('doc');
    expect(ledger.has(['doc', 'snapshot', 's1'])).toBe(false);
    expect(ledger.size).toBe(1);
    ledger.remove([]);
    expect(ledger.size).toBe(0);
  });
});
