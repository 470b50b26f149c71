/** The line icons of the spread controls (24 px grid, stroke = currentColor). Decorative: controls carry names. */
import { LineIcon } from '@album/ui';

export type SpreadIconName =
  | 'insert'
  | 'menu'
  | 'addBefore'
  | 'addAfter'
  | 'duplicate'
  | 'moveUp'
  | 'moveDown'
  | 'delete'
  | 'toBackground'
  | 'toStickers';

const PATHS: Readonly<Record<SpreadIconName, string>> = {
  insert: 'M3 6h8v12H3zM13 6h8v12h-8zM17 9v6M14 12h6',
  menu: 'M3 6h8v12H3zM13 6h8v12h-8zM16 12h.01M18 12h.01M20 12h.01',
  addBefore: 'M9 5h12v14H9zM5 9v6M2 12h6',
  addAfter: 'M3 5h12v14H3zM19 9v6M16 12h6',
  duplicate: 'M8 8h12v12H8zM4 16V4h12',
  moveUp: 'M12 19V5M6 11l6-6 6 6',
  moveDown: 'M12 5v14M6 13l6 6 6-6',
  delete: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  toBackground: 'M4 4h16v16H4zM4 16l5-5 4 4 3-3 4 4',
  toStickers: 'M6 3h12v18H6zM12 8a2 2 0 100 4 2 2 0 000-4M9 16h6',
};

/** One icon of the spread controls, 20 px by default. */
export function SpreadIcon({ name, size = 20 }: { name: SpreadIconName; size?: number }) {
  return (
    <LineIcon width={size} height={size} strokeWidth={1.7}>
      <path d={PATHS[name]} />
    </LineIcon>
  );
}
