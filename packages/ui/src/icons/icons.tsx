import type { SVGProps } from 'react';

/** Props of the kit's built-in icons (decorative: hidden from assistive technology). */
export type IconProps = SVGProps<SVGSVGElement>;

/**
 * A line icon on the 24 px grid: stroke in `currentColor` (it follows its control's state colours), round joins,
 * 20 px and stroke width 2 unless given. Decorative: the control around it carries the accessible name.
 */
export function LineIcon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A circled exclamation mark (errors). */
export function ErrorIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </LineIcon>
  );
}

/** A warning triangle. */
export function WarningIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M10.3 3.9L2.6 17.5a2 2 0 001.7 3h15.4a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z" />
      <path d="M12 9v4.5M12 17v.01" />
    </LineIcon>
  );
}

/** A circled i (information). */
export function InfoIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5v.01" />
    </LineIcon>
  );
}

/** A cross (close, dismiss). */
export function CloseIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}

/** A downward chevron. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6 9l6 6 6-6" />
    </LineIcon>
  );
}
