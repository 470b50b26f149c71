/**
 * Registers catalogue fonts as CSS font faces for the in-place text editor, so the text being edited shows in the
 * typeface the canvas draws it with. Each family is registered under `album:<family>` (a name no page stylesheet
 * uses) from the same font loader the canvas uses, once per document.
 */
import { findFontFamily, fontFileFor } from '@album/fonts';
import type { FontLoader } from '@album/fonts';

/** The CSS family name a catalogue family is registered under. */
export function cssFamilyName(family: string): string {
  return `album:${family}`;
}

const registered = new WeakMap<Document, Map<string, Promise<void>>>();

/** Loads and registers the four faces of `family` (missing faces fall back as in the canvas). */
export function registerCssFamily(doc: Document, family: string, loader: FontLoader): Promise<void> {
  const FontFaceCtor = (doc.defaultView as (Window & typeof globalThis) | null)?.FontFace;
  if (!FontFaceCtor || !doc.fonts || !findFontFamily(family)) return Promise.resolve();
  let byFamily = registered.get(doc);
  if (!byFamily) registered.set(doc, (byFamily = new Map()));
  let job = byFamily.get(family);
  if (!job) {
    const styles = [
      { bold: false, italic: false },
      { bold: true, italic: false },
      { bold: false, italic: true },
      { bold: true, italic: true },
    ];
    job = Promise.all(
      styles.map(async (style) => {
        const file = fontFileFor(family, style);
        // A style the family lacks is left to the browser's synthesis, as the canvas synthesises it.
        if (file.syntheticBold || file.syntheticItalic) return;
        const bytes = await loader(family, style);
        const face = new FontFaceCtor(cssFamilyName(family), bytes, {
          weight: style.bold ? '700' : '400',
          style: style.italic ? 'italic' : 'normal',
        });
        doc.fonts.add(await face.load());
      }),
    ).then(
      () => undefined,
      (error: unknown) => console.warn(`text editor: font ${family} not registered`, error),
    );
    byFamily.set(family, job);
  }
  return job;
}
