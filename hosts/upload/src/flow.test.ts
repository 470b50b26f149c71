import { describe, expect, it } from 'vitest';
import { EMPTY_ANSWERS, formSteps, nextStep, previousStep, stepProblem, stepsFor } from './flow';

const sections = [{ id: 's1', name: 'Team' }];

describe('the upload form steps', () => {
  it('shows the chapter step only with chapters and the position step only when the album asks', () => {
    expect(stepsFor({ sections, require_position: false })).toEqual([
      'intro',
      'name',
      'chapter',
      'photo',
      'uploading',
      'done',
    ]);
    expect(stepsFor({ sections: [], require_position: true })).toEqual([
      'intro',
      'name',
      'position',
      'photo',
      'uploading',
      'done',
    ]);
    expect(formSteps(stepsFor({ sections, require_position: true }))).toEqual([
      'name',
      'chapter',
      'position',
      'photo',
    ]);
  });

  it('goes forward and back, with no way back from uploading or done', () => {
    const steps = stepsFor({ sections, require_position: true });
    expect(nextStep(steps, 'chapter')).toBe('position');
    expect(previousStep(steps, 'photo')).toBe('position');
    expect(previousStep(steps, 'name')).toBe('intro');
    expect(previousStep(steps, 'uploading')).toBeNull();
    expect(previousStep(steps, 'done')).toBeNull();
    expect(nextStep(steps, 'done')).toBe('done');
  });

  it('needs a first name, an answer for the chapter ("I don\'t know" counts) and 30 characters at most', () => {
    expect(stepProblem('name', EMPTY_ANSWERS)).toBe('upload.public.name.required');
    expect(stepProblem('name', { ...EMPTY_ANSWERS, name: '   ' })).toBe('upload.public.name.required');
    expect(stepProblem('name', { ...EMPTY_ANSWERS, name: 'Ada' })).toBeNull();
    expect(stepProblem('name', { ...EMPTY_ANSWERS, name: 'Ada', lastName: 'x'.repeat(31) })).toBe(
      'upload.public.tooLong',
    );
    expect(stepProblem('chapter', EMPTY_ANSWERS)).toBe('upload.public.chapter.required');
    expect(stepProblem('chapter', { ...EMPTY_ANSWERS, sectionId: null })).toBeNull();
    expect(stepProblem('position', { ...EMPTY_ANSWERS, position: 'Coach' })).toBeNull();
    expect(stepProblem('position', EMPTY_ANSWERS)).toBe('upload.public.position.required');
  });
});
