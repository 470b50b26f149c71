/**
 * The workspace's first Tab stop (WCAG 2.4.1 bypass blocks): "Skip to the album pages", hidden until focused, moves
 * focus past the top bar and the sidebar to the canvas. The click focuses the canvas itself (a focusable application
 * region) and keeps the router's URL; the `#workspace-canvas` fragment is the fallback while the canvas loads.
 */
import { useIntl } from '@album/i18n';
import './shortcuts.css';

/** Focuses the album canvas; answers whether there was one. */
export function focusCanvas(doc: Document = document): boolean {
  const canvas = doc.querySelector<HTMLElement>('[data-album-canvas]');
  canvas?.focus();
  return canvas !== null;
}

export function SkipLink() {
  const intl = useIntl();
  return (
    <a
      className="skip-link"
      href="#workspace-canvas"
      data-testid="skip-link"
      onClick={(event) => {
        if (focusCanvas()) event.preventDefault();
      }}
    >
      {intl.formatMessage({ id: 'workspace.skipToCanvas' })}
    </a>
  );
}
