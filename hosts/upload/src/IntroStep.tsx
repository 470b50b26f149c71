import type { StickerUploadConfig } from '@album/api-client';
import { useT } from './i18n';
import { StepHeading } from './StepHeading';

/** The album's title and the organiser's message, then a start button. */
export function IntroStep(props: { config: StickerUploadConfig; onStart: () => void }) {
  const t = useT();
  return (
    <section className="step" aria-labelledby="intro-heading">
      <p className="eyebrow">{t('upload.public.intro.eyebrow')}</p>
      <StepHeading autoFocus={false}>
        <span id="intro-heading">{props.config.title}</span>
      </StepHeading>
      {props.config.content.trim() !== '' && (
        // The organiser's own words, shown as text (never as markup), line breaks kept.
        <p className="organiser-message">{props.config.content}</p>
      )}
      <p>{t('upload.public.intro.body')}</p>
      <div className="step-nav">
        <button type="button" className="button primary" onClick={props.onStart}>
          {t('upload.public.intro.start')}
        </button>
      </div>
    </section>
  );
}
