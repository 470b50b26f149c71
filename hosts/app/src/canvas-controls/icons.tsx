/**
 * The line icons of the canvas controls (24 px grid, stroke = currentColor so they follow the buttons' state
 * colours). Decorative: every control carries its own accessible name.
 */
import type { Tool } from '@album/editor-react';
import { LineIcon } from '@album/ui';

export type ControlIconName =
  | Tool
  | 'undo'
  | 'redo'
  | 'previous'
  | 'next'
  | 'printPreview'
  | 'view'
  | 'elements'
  | 'history'
  | 'more'
  | 'chevronRight'
  | 'lock';

const PATHS: Readonly<Record<ControlIconName, string>> = {
  select: 'M5 3l14 8-6.2 1.6L10 19z',
  pan: 'M12 3v18M3 12h18M12 3l-2.5 2.5M12 3l2.5 2.5M12 21l-2.5-2.5M12 21l2.5-2.5M3 12l2.5-2.5M3 12l2.5 2.5M21 12l-2.5-2.5M21 12l-2.5 2.5',
  text: 'M5 6V4h14v2M12 4v16M9 20h6',
  rectangle: 'M4 6h16v12H4z',
  circle: 'M12 4a8 8 0 100 16 8 8 0 000-16z',
  line: 'M5 19L19 5',
  image: 'M4 5h16v14H4zM8.5 10a1.5 1.5 0 100-.1M4 17l5-5 3 3 3-3 5 5',
  comment: 'M4 5h16v11H9l-5 4z',
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 010 11H11',
  redo: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 000 11H13',
  previous: 'M6 15l6-6 6 6',
  next: 'M6 9l6 6 6-6',
  printPreview:
    'M7 9V3h10v6M7 18H5a1 1 0 01-1-1v-6a2 2 0 012-2h12a2 2 0 012 2v6a1 1 0 01-1 1h-2M7 14h10v7H7z',
  view: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 100 6 3 3 0 000-6z',
  elements: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  history: 'M3.5 12a8.5 8.5 0 102.5-6M3 4v4h4M12 7.5V12l3 2',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  chevronRight: 'M9 6l6 6-6 6',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 017 0v3',
};

/** One icon of the canvas controls, 20 px by default. */
export function ControlIcon({ name, size = 20 }: { name: ControlIconName; size?: number }) {
  return (
    <LineIcon width={size} height={size} strokeWidth={name === 'more' ? 3 : 1.7}>
      <path d={PATHS[name]} />
    </LineIcon>
  );
}
