import type { StickerUploadConfig } from '@album/api-client';
import type { Answers } from './flow';
import { useT } from './i18n';
import { StepHeading } from './StepHeading';
import { StepNav } from './StepNav';
import { useStepCheck } from './use-step-check';

const UNKNOWN = '';

/** The chapter the sticker belongs in, as a radio group ending with "I don't know". */
export function ChapterStep(props: {
  sections: StickerUploadConfig['sections'];
  answers: Answers;
  onChange: (answers: Partial<Answers>) => void;
  onNext: () => void;
  onBack: () => void;
}) {
  const t = useT();
  const { problem, submit } = useStepCheck('chapter', props.answers, props.onNext);
  const selected = props.answers.sectionId === null ? UNKNOWN : props.answers.sectionId;
  const options = [
    ...props.sections.map((section) => ({ value: section.id, label: section.name })),
    { value: UNKNOWN, label: t('upload.public.chapter.unknown') },
  ];
  return (
    <form className="step" onSubmit={submit} noValidate>
      <StepHeading>{t('upload.public.chapter.heading')}</StepHeading>
      <fieldset className="choices" aria-describedby={problem ? 'chapter-error' : undefined}>
        <legend className="visually-hidden">{t('upload.public.chapter.heading')}</legend>
        {options.map((option) => (
          <label key={option.value || 'unknown'} className="choice">
            <input
              type="radio"
              name="chapter"
              value={option.value}
              checked={selected === option.value}
              onChange={() => props.onChange({ sectionId: option.value === UNKNOWN ? null : option.value })}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {problem && (
        <p id="chapter-error" className="error" role="alert">
          {t(problem)}
        </p>
      )}
      <StepNav onBack={props.onBack} />
    </form>
  );
}
