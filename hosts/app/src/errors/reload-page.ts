/**
 * Reloads the page. A module of its own so tests can replace it: `window.location` cannot be redefined where tests
 * run (one jsdom per worker, each file in its own VM context).
 */
export function reloadPage(): void {
  window.location.reload();
}
