/**
 * The checkout's steps and submit states (specification 001, section 4): preview → product → contact; the contact
 * step only once the album has no errors and an event date is set. The submission goes PENDING → SUBMITTING →
 * SUCCESS or ERROR, and OK on an error returns to PENDING.
 */
export const CHECKOUT_STEPS = ['preview', 'product', 'contact'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export type SubmitState = 'PENDING' | 'SUBMITTING' | 'SUCCESS' | 'ERROR';

/** The step after `step` (null after the last). */
export function nextStep(step: CheckoutStep): CheckoutStep | null {
  return CHECKOUT_STEPS[CHECKOUT_STEPS.indexOf(step) + 1] ?? null;
}

/** The step before `step` (null before the first). */
export function previousStep(step: CheckoutStep): CheckoutStep | null {
  const index = CHECKOUT_STEPS.indexOf(step);
  return index > 0 ? CHECKOUT_STEPS[index - 1]! : null;
}

/**
 * Whether the Next button of `step` may be pressed. Album errors block it on the product step (the error list says
 * why); a missing event date does not disable it, so pressing it shows the field's message.
 */
export function canPressNext(step: CheckoutStep, albumErrors: number): boolean {
  if (step === 'product') return albumErrors === 0;
  return step !== 'contact';
}

/** What the submit button needs (section 4): print consent ticked and no album errors; nothing while sending. */
export function canPressSubmit(state: SubmitState, printConsent: boolean, albumErrors: number): boolean {
  return state === 'PENDING' && printConsent && albumErrors === 0;
}
