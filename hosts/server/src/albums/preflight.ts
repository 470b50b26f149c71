/**
 * The preflight of the checkout (`data.checkout`): the album's own checks (title, release date) and editor-core's
 * `preflight` over the content (stickers, cells, image resolution, spine danger zone, trim cuts, fonts). `errors`
 * lists one message per check that found something (a message key with values, translated by the client);
 * `preflight` carries every finding and the statistics per rule for the jobs panel.
 */
import type { CheckoutMessage } from '@album/api-client';
import { parseNested, preflight, type AlbumImage, type PreflightReport } from '@album/editor-core';
import { findFontFamily } from '@album/fonts';
import type { StoredAlbumContent } from '../db/content';
import type { AlbumRow } from '../db/schema';

/** What the checkout answers about the album's print readiness. */
export interface CheckoutPreflight {
  errors: CheckoutMessage[];
  preflight: PreflightReport;
}

function normalisedFamily(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * A family is known when the font catalogue has it or the album lists it among its custom fonts (the jobs panel's
 * fonts card).
 */
export function knownFontFamily(album: Pick<AlbumRow, 'custom_fonts'>): (family: string) => boolean {
  const custom = new Set((album.custom_fonts ?? []).map(normalisedFamily));
  return (family) => findFontFamily(family) !== undefined || custom.has(normalisedFamily(family));
}

/** Checks of the album record itself, which the document does not hold. */
function albumChecks(album: Pick<AlbumRow, 'title' | 'release_date'>): CheckoutMessage[] {
  const errors: CheckoutMessage[] = [];
  if (album.title.trim() === '') errors.push({ key: 'checkout.preflight.missingTitle' });
  if (album.release_date === null) errors.push({ key: 'checkout.preflight.missingReleaseDate' });
  return errors;
}

/**
 * One message per rule with error findings: its summary with the count, aimed at the first finding. Warnings (an
 * empty cell, art near the spine, a low-resolution photo) stay in the report for the jobs panel but are not errors:
 * they must not block an order (every seeded design has art running across the spine on purpose).
 */
export function summaryMessages(report: PreflightReport): CheckoutMessage[] {
  const messages: CheckoutMessage[] = [];
  for (const statistic of report.statistics) {
    if (statistic.count === 0 || statistic.severity !== 'error') continue;
    const first = report.findings.find((f) => f.rule === statistic.rule);
    const message: CheckoutMessage = { key: statistic.summaryKey, values: { count: statistic.count } };
    const target = first?.nodeId ?? first?.stickerId;
    if (target !== undefined) message.target = target;
    messages.push(message);
  }
  return messages;
}

/**
 * The checkout's preflight of an album. Text overflow is not checked here: it needs the text shaper (CanvasKit),
 * which the API server does not load; its statistic says `checked: false`.
 */
export function checkoutPreflight(
  album: Pick<AlbumRow, 'id' | 'title' | 'release_date' | 'custom_fonts'>,
  content: StoredAlbumContent,
  images: readonly AlbumImage[],
): CheckoutPreflight {
  const parsed = parseNested({ ...content, images: [...images] });
  // Stored and live content are validated on every write; a failure here is a server bug, not a user error.
  if (!parsed.ok) throw new Error(`album ${album.id} content does not parse: ${parsed.error.message}`);
  const report = preflight(parsed.doc, {
    meta: { title: album.title, releaseDate: album.release_date },
    isKnownFontFamily: knownFontFamily(album),
  });
  return { errors: [...albumChecks(album), ...summaryMessages(report)], preflight: report };
}
