import type { Answers } from './flow';
import { useT } from './i18n';
import { StepHeading } from './StepHeading';
import { StepNav } from './StepNav';
import { TextField } from './TextField';
import { useStepCheck } from './use-step-check';

/** The position or role printed under the name; shown only when the album asks for one. */
export function PositionStep(props: {
  answers: Answers;
  onChange: (answers: Partial<Answers>) => void;
  onNext: () => void;
  onBack: () => void;
}) {
  const t = useT();
  const { problem, submit } = useStepCheck('position', props.answers, props.onNext);
  return (
    <form className="step" onSubmit={submit} noValidate>
      <StepHeading>{t('upload.public.position.heading')}</StepHeading>
      <TextField
        label={t('upload.public.position.label')}
        hint={t('upload.public.position.hint')}
        value={props.answers.position}
        onChange={(position) => props.onChange({ position })}
        autoComplete="organization-title"
        required
        error={problem ? t(problem, { max: 30 }) : null}
      />
      <StepNav onBack={props.onBack} />
    </form>
  );
}
