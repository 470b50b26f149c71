/** Size of the ring in CSS pixels and the width of its stroke. */
const SIZE = 64;
const STROKE = 6;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The onboarding progress as a ring with the count in the middle; a progress bar for assistive technology. */
export function ProgressRing({ done, total, label }: { done: number; total: number; label: string }) {
  const share = total === 0 ? 1 : done / total;
  return (
    <div
      className="onboarding-tab__ring"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
    >
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
        <circle
          className="onboarding-tab__ring-track"
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          strokeWidth={STROKE}
        />
        <circle
          className="onboarding-tab__ring-value"
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          strokeWidth={STROKE}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - share)}
          transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
        />
      </svg>
      <span className="onboarding-tab__ring-count" aria-hidden="true">
        {done}/{total}
      </span>
    </div>
  );
}
