/**
 * The steps of the upload form (spec: intro, name, chapter, position when required, photo, uploading, done) and
 * which of them a given link shows: the chapter step only when the album has chapters to pick from, the position
 * step only when the album asks for one.
 */
import type { StickerUploadConfig } from '@album/api-client';

export type Step = 'intro' | 'name' | 'chapter' | 'position' | 'photo' | 'uploading' | 'done';

/** First name, last name and position: at most 30 characters each (spec, validation of the public upload). */
export const MAX_NAME = 30;

/** What the contributor entered. `sectionId` null is "I don't know"; undefined is not answered yet. */
export interface Answers {
  name: string;
  lastName: string;
  sectionId: string | null | undefined;
  position: string;
}

export const EMPTY_ANSWERS: Answers = { name: '', lastName: '', sectionId: undefined, position: '' };

/** The steps this link shows, in order. */
export function stepsFor(config: Pick<StickerUploadConfig, 'sections' | 'require_position'>): Step[] {
  return [
    'intro',
    'name',
    ...(config.sections.length > 0 ? (['chapter'] as const) : []),
    ...(config.require_position ? (['position'] as const) : []),
    'photo',
    'uploading',
    'done',
  ];
}

/** The steps the contributor fills in (counted as "step 2 of 4"). */
export function formSteps(steps: readonly Step[]): Step[] {
  return steps.filter((step) => step !== 'intro' && step !== 'uploading' && step !== 'done');
}

/** The step after `step`, or `step` itself at the end. */
export function nextStep(steps: readonly Step[], step: Step): Step {
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)] ?? step;
}

/** The step before `step`; the uploading and done steps have no way back (spec: no navigation). */
export function previousStep(steps: readonly Step[], step: Step): Step | null {
  if (step === 'uploading' || step === 'done' || step === 'intro') return null;
  return steps[steps.indexOf(step) - 1] ?? null;
}

/** The message id of what is wrong with a step's answers, or null when the contributor may go on. */
export function stepProblem(step: Step, answers: Answers): string | null {
  switch (step) {
    case 'name':
      if (answers.name.trim() === '') return 'upload.public.name.required';
      if (answers.name.trim().length > MAX_NAME || answers.lastName.trim().length > MAX_NAME) {
        return 'upload.public.tooLong';
      }
      return null;
    case 'chapter':
      return answers.sectionId === undefined ? 'upload.public.chapter.required' : null;
    case 'position':
      if (answers.position.trim() === '') return 'upload.public.position.required';
      return answers.position.trim().length > MAX_NAME ? 'upload.public.tooLong' : null;
    default:
      return null;
  }
}
