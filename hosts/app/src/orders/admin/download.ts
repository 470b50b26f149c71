/**
 * Saving data the browser holds as a file: a temporary object URL on a link with `download`, clicked and then
 * released.
 */

/** Offers `data` as a JSON file named `fileName`. */
export function downloadJson(data: unknown, fileName: string, doc: Document = document): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser by now; later tasks need the URL no more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from an order's name: letters, digits, dot, dash and underscore only. */
export function exportFileName(orderName: string): string {
  const safe = orderName.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${safe || 'order'}.json`;
}
