import { useT } from './i18n';
import { StepHeading } from './StepHeading';

/** The end: thanks, or what went wrong; either way a button starts the form again. */
export function DoneStep(props: { error: string | null; onRestart: () => void }) {
  const t = useT();
  return (
    <section className="step">
      <StepHeading>
        {t(props.error ? 'upload.public.done.errorHeading' : 'upload.public.done.heading')}
      </StepHeading>
      <p className={props.error ? 'error' : undefined}>{t(props.error ?? 'upload.public.done.body')}</p>
      <div className="step-nav">
        <button type="button" className="button primary" onClick={props.onRestart}>
          {t(props.error ? 'upload.public.done.restart' : 'upload.public.done.again')}
        </button>
      </div>
    </section>
  );
}
