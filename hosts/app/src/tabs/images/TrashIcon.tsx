import { LineIcon } from '@album/ui';
import type { IconProps } from '@album/ui';

/** A waste bin (delete); decorative, the button carries the name. */
export function TrashIcon(props: IconProps) {
  return (
    <LineIcon width={16} height={16} {...props}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </LineIcon>
  );
}
