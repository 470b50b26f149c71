import type { Answers } from './flow';
import { useT } from './i18n';
import { StepHeading } from './StepHeading';
import { StepNav } from './StepNav';
import { TextField } from './TextField';
import { useStepCheck } from './use-step-check';

/** First name (required) and last name (optional), 30 characters each. */
export function NameStep(props: {
  answers: Answers;
  onChange: (answers: Partial<Answers>) => void;
  onNext: () => void;
  onBack: () => void;
}) {
  const t = useT();
  const { problem, submit } = useStepCheck('name', props.answers, props.onNext);
  return (
    <form className="step" onSubmit={submit} noValidate>
      <StepHeading>{t('upload.public.name.heading')}</StepHeading>
      <TextField
        label={t('upload.public.name.first')}
        value={props.answers.name}
        onChange={(name) => props.onChange({ name })}
        autoComplete="given-name"
        required
        error={problem ? t(problem, { max: 30 }) : null}
      />
      <TextField
        label={t('upload.public.name.last')}
        value={props.answers.lastName}
        onChange={(lastName) => props.onChange({ lastName })}
        autoComplete="family-name"
      />
      <StepNav onBack={props.onBack} />
    </form>
  );
}
