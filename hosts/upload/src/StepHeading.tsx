import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * The heading of a step. It takes the focus when the step appears, so a screen reader announces the new step and
 * the keyboard starts from its top (the page changes without a navigation).
 */
export function StepHeading(props: { children: ReactNode; autoFocus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { autoFocus = true } = props;
  // A layout effect: the focus moves with the new step's first paint, not a frame later.
  useLayoutEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <h1 ref={ref} tabIndex={-1} className="step-heading">
      {props.children}
    </h1>
  );
}
