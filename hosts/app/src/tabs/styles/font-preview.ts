/**
 * Shows each family of the fonts list in its own face: the regular face of a catalogue family is fetched from the
 * server's `/album-fonts/` (the files the canvas draws with) and registered as a CSS font face under a name of its
 * own, once per page and only when its row scrolls into view (the catalogue holds 50 families).
 *
 * Not a TanStack Query (#15): a font file is a static asset, not server state that changes, and what counts is its
 * registration in `document.fonts`, which lasts for the page whatever a cache would forget; the map below is that
 * registration's record.
 */
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { findFontFamily } from '@album/fonts';
import type { FontLoader } from '@album/fonts';

/** The CSS family name a catalogue family's preview face is registered under. */
export function previewFamilyName(family: string): string {
  return `album-preview:${family}`;
}

/** The CSS `font-family` of a preview: the face once loaded, the panel's own font meanwhile. */
export function previewFontStack(family: string): string {
  return `"${previewFamilyName(family)}", var(--ui-font-family)`;
}

const loaded = new Map<string, Promise<boolean>>();

/** Loads and registers the regular face of `family`; answers whether it is ready. Failures are not kept. */
export function loadPreviewFace(
  family: string,
  loader: FontLoader,
  doc: Document = document,
): Promise<boolean> {
  const FontFaceCtor = doc.defaultView?.FontFace;
  if (!FontFaceCtor || !doc.fonts || !findFontFamily(family)) return Promise.resolve(false);
  let job = loaded.get(family);
  if (!job) {
    job = loader(family, { bold: false, italic: false })
      .then(async (bytes) => {
        const face = new FontFaceCtor(previewFamilyName(family), bytes);
        doc.fonts.add(await face.load());
        return true;
      })
      .catch((error: unknown) => {
        loaded.delete(family);
        console.warn(`styles: preview of font ${family} not loaded`, error);
        return false;
      });
    loaded.set(family, job);
  }
  return job;
}

/**
 * Loads the preview face of `family` once the element of `ref` is visible. Answers whether the face is ready (the
 * row can then show its sample in the family).
 */
export function usePreviewFace(
  family: string,
  ref: RefObject<Element | null>,
  loader: () => Promise<FontLoader>,
): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let live = true;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      loader()
        .then((load) => loadPreviewFace(family, load))
        .then(
          (ok) => live && setReady(ok),
          () => undefined,
        );
    });
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [family, ref, loader]);
  return ready;
}
