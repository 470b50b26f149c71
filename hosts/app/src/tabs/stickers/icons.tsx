/** Small decorative icons of the stickers tab (hidden from assistive technology; the controls carry the names). */
const base = { width: 16, height: 16, viewBox: '0 0 16 16', 'aria-hidden': true, focusable: false } as const;

export function GripIcon() {
  return (
    <svg {...base} fill="currentColor">
      {[4, 8, 12].map((y) => (
        <g key={y}>
          <circle cx="6" cy={y} r="1.2" />
          <circle cx="10" cy={y} r="1.2" />
        </g>
      ))}
    </svg>
  );
}

export function MoreIcon() {
  return (
    <svg {...base} fill="currentColor">
      <circle cx="3" cy="8" r="1.5" />
      <circle cx="8" cy="8" r="1.5" />
      <circle cx="13" cy="8" r="1.5" />
    </svg>
  );
}

export function PlusIcon() {
  return (
    <svg {...base} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
      <path d="M8 3v10M3 8h10" />
    </svg>
  );
}

export function UploadIcon() {
  return (
    <svg
      {...base}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M8 11V3M5 6l3-3 3 3M3 13h10" />
    </svg>
  );
}

export function RotateIcon() {
  return (
    <svg
      {...base}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M13 8a5 5 0 1 1-1.5-3.5M13 2v3h-3" />
    </svg>
  );
}
