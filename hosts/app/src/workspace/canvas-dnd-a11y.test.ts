import { describe, expect, it } from 'vitest';
import { createI18n } from '@album/i18n';
import { CANVAS_DROP_ID } from '@album/editor-react';
import { canvasDndAccessibility } from './canvas-dnd-a11y';

// dnd-kit hands the announcements its drag state; only the ids matter here.
const active = { id: 'image-1' } as never;
const over = (id: string) => ({ id }) as never;

describe('canvasDndAccessibility', () => {
  it('speaks the UI language, and tells the page from elsewhere', async () => {
    const de = canvasDndAccessibility(await createI18n('de'));
    expect(de.screenReaderInstructions.draggable).toMatch(/^Zum Aufnehmen Leertaste/);
    expect(de.announcements.onDragStart({ active })).toBe('Aufgenommen. Bewege es über die Seite.');
    expect(de.announcements.onDragOver({ active, over: over(CANVAS_DROP_ID) })).toBe('Über der Seite.');
    expect(de.announcements.onDragOver({ active, over: null })).toBe('Nicht über der Seite.');
    expect(de.announcements.onDragEnd({ active, over: over(CANVAS_DROP_ID) })).toBe(
      'Auf der Seite abgelegt.',
    );
    const pl = canvasDndAccessibility(await createI18n('pl'));
    expect(pl.announcements.onDragEnd({ active, over: null })).toBe(
      'Upuszczono poza stroną: nic nie dodano.',
    );
    expect(pl.announcements.onDragCancel({ active, over: null })).toBe('Przeciąganie anulowane.');
  });
});
