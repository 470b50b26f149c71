/**
 * The toolbar's icons: small line drawings on a 20-unit grid in the current text colour. Decorative only; every
 * button carries its translated name.
 */
import type { ReactNode } from 'react';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const BoldIcon = () => (
  <Icon>
    <path d="M6 4h5a3 3 0 0 1 0 6H6zM6 10h6a3 3 0 0 1 0 6H6z" strokeWidth={2} />
  </Icon>
);
export const ItalicIcon = () => (
  <Icon>
    <path d="M9 4h6M5 16h6M12 4 8 16" />
  </Icon>
);
export const UppercaseIcon = () => (
  <Icon>
    <path d="M2 15 5.5 5 9 15M3.3 12h4.4M11 15l3.5-10L18 15M12.3 12h4.4" />
  </Icon>
);
export const AlignLeftIcon = () => (
  <Icon>
    <path d="M3 5h14M3 9h9M3 13h14M3 17h9" />
  </Icon>
);
export const AlignCenterIcon = () => (
  <Icon>
    <path d="M3 5h14M5.5 9h9M3 13h14M5.5 17h9" />
  </Icon>
);
export const AlignRightIcon = () => (
  <Icon>
    <path d="M3 5h14M8 9h9M3 13h14M8 17h9" />
  </Icon>
);
export const AlignJustifyIcon = () => (
  <Icon>
    <path d="M3 5h14M3 9h14M3 13h14M3 17h14" />
  </Icon>
);
export const EditTextIcon = () => (
  <Icon>
    <path d="M4 16h3l9-9-3-3-9 9zM11 6l3 3" />
  </Icon>
);
export const AutoTextIcon = () => (
  <Icon>
    <path d="M7 4c-2 0-2 1.5-2 3s-1 3-2 3c1 0 2 1.5 2 3s0 3 2 3M13 4c2 0 2 1.5 2 3s1 3 2 3c-1 0-2 1.5-2 3s0 3-2 3" />
  </Icon>
);
export const UploadIcon = () => (
  <Icon>
    <path d="M10 13V3M6 7l4-4 4 4M3 13v3a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-3" />
  </Icon>
);
export const CropIcon = () => (
  <Icon>
    <path d="M5 2v12a1 1 0 0 0 1 1h12M2 5h12a1 1 0 0 1 1 1v12" />
  </Icon>
);
export const FlipHorizontalIcon = () => (
  <Icon>
    <path d="M10 2v16M7 5 3 15h4zM13 5l4 10h-4z" />
  </Icon>
);
export const FlipVerticalIcon = () => (
  <Icon>
    <path d="M2 10h16M5 7 15 3v4zM5 13l10 4v-4z" />
  </Icon>
);
export const FaceIcon = () => (
  <Icon>
    <circle cx="10" cy="10" r="7" />
    <path d="M7.5 12.5c1.4 1.3 3.6 1.3 5 0M7.5 8h.01M12.5 8h.01" />
  </Icon>
);
export const CheckIcon = () => (
  <Icon>
    <path d="m4 10 4 4 8-8" />
  </Icon>
);
export const StickerEditIcon = () => (
  <Icon>
    <rect x="4" y="2.5" width="12" height="15" rx="1.5" />
    <path d="M7 13h6M8 7.5a2 2 0 1 0 4 0 2 2 0 1 0-4 0" />
  </Icon>
);
export const UnlinkIcon = () => (
  <Icon>
    <path d="M8 6 9.5 4.5a3.5 3.5 0 0 1 5 5L13 11M12 14l-1.5 1.5a3.5 3.5 0 0 1-5-5L7 9M3 3l14 14" />
  </Icon>
);
export const GroupIcon = () => (
  <Icon>
    <rect x="2.5" y="2.5" width="15" height="15" rx="1" strokeDasharray="2 2" />
    <rect x="5" y="5" width="5" height="5" />
    <rect x="10" y="10" width="5" height="5" />
  </Icon>
);
export const UngroupIcon = () => (
  <Icon>
    <rect x="3" y="3" width="6" height="6" />
    <rect x="11" y="11" width="6" height="6" />
  </Icon>
);
export const DuplicateIcon = () => (
  <Icon>
    <rect x="7" y="7" width="10" height="10" rx="1" />
    <path d="M13 7V4a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h3" />
  </Icon>
);
/** Stacked sheets: the arrange menu (stacking, aligning, distributing). */
export const ArrangeIcon = () => (
  <Icon>
    <rect x="3" y="3" width="9" height="9" rx="1" />
    <path d="M8 15v1a1 1 0 0 0 1 1h7a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1h-1" />
  </Icon>
);
export const DeleteIcon = () => (
  <Icon>
    <path d="M3 5h14M8 5V3h4v2M5 5l1 12h8l1-12M8.5 8.5v5M11.5 8.5v5" />
  </Icon>
);
export const OpacityIcon = () => (
  <Icon>
    <path d="M10 2.5s-5.5 6-5.5 9.5a5.5 5.5 0 0 0 11 0C15.5 8.5 10 2.5 10 2.5z" />
    <path d="M10 17.5V8" />
  </Icon>
);
export const RadiusIcon = () => (
  <Icon>
    <path d="M3 17V9a6 6 0 0 1 6-6h8" />
  </Icon>
);
export const StrokeWidthIcon = () => (
  <Icon>
    <path d="M3 4h14" strokeWidth={1} />
    <path d="M3 9h14" strokeWidth={2.2} />
    <path d="M3 15h14" strokeWidth={3.6} />
  </Icon>
);
export const PlusIcon = () => (
  <Icon>
    <path d="M10 4v12M4 10h12" />
  </Icon>
);
export const MinusIcon = () => (
  <Icon>
    <path d="M4 10h12" />
  </Icon>
);
/** Three overlapping circles: colour adjustments of an image. */
export const FilterIcon = () => (
  <Icon>
    <circle cx="10" cy="7" r="4" />
    <circle cx="7" cy="12" r="4" />
    <circle cx="13" cy="12" r="4" />
  </Icon>
);
/** A frame with a dark-to-light ramp: an image's gradient map. */
export const GradientMapIcon = () => (
  <Icon>
    <rect x="3" y="4" width="14" height="12" rx="1.5" />
    <path d="M6 16V4M9 16V4M12 16V4" strokeWidth={1} />
  </Icon>
);
