import { useState, type FormEvent } from 'react';
import { stepProblem, type Answers, type Step } from './flow';

/**
 * The submit of a form step: checks the step's answers (`stepProblem`), keeps the problem's message key for the
 * field to show, and goes on only when there is none.
 */
export function useStepCheck(step: Step, answers: Answers, onNext: () => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = stepProblem(step, answers);
    setProblem(found);
    if (!found) onNext();
  };
  return { problem, submit };
}
