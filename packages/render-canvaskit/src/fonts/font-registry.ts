/**
 * The fonts CanvasKit draws with: catalogue faces from `@album/fonts`, fetched through a host-supplied loader and
 * registered once each in a `TypefaceFontProvider`.
 *
 * Each real face is registered under its own name (`Roboto|700i`) rather than all faces under the family name:
 * the face that draws a style is then chosen by `fontFileFor` alone (the same rule the PDF writer uses), not by
 * Skia's CSS matching, which for some face sets picks differently (italic before weight).
 */
import { fontFileFor, type FontFile, type FontLoader, type FontStyleRequest } from '@album/fonts';
import type { CanvasKit, FontCollection, Typeface, TypefaceFontProvider } from 'canvaskit-wasm';

/** A loaded face, ready for paragraphs (`name`) and glyph drawing (`typeface`). */
export interface LoadedFace {
  /** The family name the face is registered under in the provider. */
  name: string;
  /** The CanvasKit typeface. */
  typeface: Typeface;
  /** Which file it is and what must be synthesised for the asked style. */
  file: FontFile;
}

/** The name a face is registered under. */
export function faceName(file: Pick<FontFile, 'family' | 'weight' | 'italic'>): string {
  return `${file.family}|${file.weight}${file.italic ? 'i' : ''}`;
}

/** Fonts of one CanvasKit instance. */
export class FontRegistry {
  /** The typeface provider the faces are registered in. */
  readonly provider: TypefaceFontProvider;
  /** The font collection paragraphs are shaped with. */
  readonly collection: FontCollection;
  private readonly faces = new Map<string, Typeface>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly failures = new Map<string, unknown>();
  private generation = 0;

  constructor(
    private readonly ck: CanvasKit,
    private readonly loader: FontLoader,
  ) {
    this.provider = ck.TypefaceFontProvider.Make();
    this.collection = ck.FontCollection.Make();
    // No font fallback: every glyph must come from the face the run names, so that glyph ids are meaningful to
    // the PDF writer. Characters a face lacks are left out, the same on screen and in print.
    this.collection.setDefaultFontManager(this.provider);
  }

  /** Loads and registers the faces that draw `fonts` (after the catalogue's fallbacks); each file once. */
  async ensure(fonts: ReadonlyArray<{ family: string } & FontStyleRequest>): Promise<void> {
    const jobs: Array<Promise<void>> = [];
    for (const f of fonts) {
      const file = fontFileFor(f.family, f);
      const name = faceName(file);
      if (this.faces.has(name) || this.failures.has(name)) continue;
      let job = this.pending.get(name);
      if (!job) {
        job = this.load(name, file).finally(() => this.pending.delete(name));
        this.pending.set(name, job);
      }
      jobs.push(job);
    }
    await Promise.all(jobs);
  }

  private async load(name: string, file: FontFile): Promise<void> {
    try {
      const bytes = await this.loader(file.family, { bold: file.weight === 700, italic: file.italic });
      this.provider.registerFont(bytes, name);
      const typeface = this.provider.matchFamilyStyle(name, {
        weight: this.ck.FontWeight.Normal,
        slant: this.ck.FontSlant.Upright,
        width: this.ck.FontWidth.Normal,
      });
      if (!typeface) throw new Error(`font ${file.file} did not load`);
      this.faces.set(name, typeface);
      this.generation++;
    } catch (error) {
      // Remembered so a broken file is not fetched again on every frame; text falls back to the default family.
      this.failures.set(name, error);
      console.warn(`font ${file.file} could not be loaded`, error);
    }
  }

  /** Changes whenever a face is registered: layouts made before may have used a fallback face. */
  get version(): string {
    return String(this.generation);
  }

  /** The loaded face for a family and style, or undefined while it is not loaded (or failed to load). */
  face(family: string, style: FontStyleRequest): LoadedFace | undefined {
    const file = fontFileFor(family, style);
    const name = faceName(file);
    const typeface = this.faces.get(name);
    return typeface ? { name, typeface, file } : undefined;
  }

  /**
   * The face that draws a family and style now: the real one when loaded, else the default family's face in the
   * same style, else any loaded face; undefined when no font is loaded at all.
   */
  resolve(family: string, style: FontStyleRequest): LoadedFace | undefined {
    const exact = this.face(family, style);
    if (exact) return exact;
    const fallback = this.face('', style) ?? this.face('', { bold: false, italic: false });
    if (fallback) return fallback;
    const first = this.faces.entries().next();
    if (first.done) return undefined;
    const [name, typeface] = first.value;
    const [fam, tag] = name.split('|') as [string, string];
    return {
      name,
      typeface,
      file: fontFileFor(fam, { bold: tag.startsWith('700'), italic: tag.endsWith('i') }),
    };
  }

  /** Whether every face for `fonts` is loaded (or known to be broken). */
  isReady(fonts: ReadonlyArray<{ family: string } & FontStyleRequest>): boolean {
    return fonts.every((f) => {
      const name = faceName(fontFileFor(f.family, f));
      return this.faces.has(name) || this.failures.has(name);
    });
  }

  /** Frees the CanvasKit objects. */
  dispose(): void {
    for (const typeface of this.faces.values()) typeface.delete();
    this.faces.clear();
    this.collection.delete();
    this.provider.delete();
  }
}
