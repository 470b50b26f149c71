import { useT } from './i18n';

/** Back and next buttons of a form step; next submits the step's form, so Enter in a field goes on too. */
export function StepNav(props: { onBack: (() => void) | null; nextLabel?: string; nextDisabled?: boolean }) {
  const t = useT();
  return (
    <div className="step-nav">
      {props.onBack && (
        <button type="button" className="button secondary" onClick={props.onBack}>
          {t('upload.public.back')}
        </button>
      )}
      <button type="submit" className="button primary" disabled={props.nextDisabled}>
        {props.nextLabel ?? t('upload.public.next')}
      </button>
    </div>
  );
}
