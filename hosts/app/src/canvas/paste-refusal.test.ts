import { describe, expect, it } from 'vitest';
import en from '@album/i18n/messages/en.json';
import { pasteRefusalMessageId } from './paste-refusal';

describe('pasteRefusalMessageId', () => {
  it('answers unknown clipboard content with the hint what can be pasted', () => {
    expect(pasteRefusalMessageId({ ok: false, reason: 'wrong-format' })).toBe('canvas.paste.unknown');
  });

  it('names the editor’s reason for the other refusals, each in the catalogue', () => {
    for (const reason of ['paste-blocked', 'read-only', 'invalid-input'] as const) {
      const id = pasteRefusalMessageId({ ok: false, reason });
      expect(id).toBe(`editor.refusal.${reason}`);
      expect(en).toHaveProperty([id]);
    }
    expect(en).toHaveProperty(['canvas.paste.unknown']);
  });
});
