import { useEffect, useMemo } from 'react';
import { failedChecks, type PhotoCheck } from './api';
import { useT } from './i18n';
import type { PreparedPhoto } from './photo';
import { StepHeading } from './StepHeading';

/**
 * The photo check's findings: the photo with the face it found framed, a friendly hint per problem, and the
 * choice to send it anyway (the organiser decides in the end) or to pick another photo.
 */
export function Verdict(props: {
  check: PhotoCheck;
  photo: PreparedPhoto;
  onSendAnyway: () => void;
  onRetake: () => void;
}) {
  const t = useT();
  const { check, photo } = props;
  const url = useMemo(() => URL.createObjectURL(photo.blob), [photo]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const face = check.face;
  return (
    <section className="step">
      <StepHeading>{t('upload.public.check.heading')}</StepHeading>
      <figure className="verdict-photo">
        <img src={url} alt={t('upload.public.photo.previewAlt')} />
        {face && (
          <div
            className="face-box"
            data-testid="face-box"
            aria-hidden="true"
            style={{
              left: `${face.x * 100}%`,
              top: `${face.y * 100}%`,
              width: `${face.width * 100}%`,
              height: `${face.height * 100}%`,
            }}
          />
        )}
      </figure>
      <ul className="hints">
        {failedChecks(check).map((code) => (
          <li key={code}>{t(`upload.public.check.${code}`)}</li>
        ))}
      </ul>
      <div className="step-nav">
        <button type="button" className="button secondary" onClick={props.onRetake}>
          {t('upload.public.check.retake')}
        </button>
        <button type="button" className="button primary" onClick={props.onSendAnyway}>
          {t('upload.public.check.sendAnyway')}
        </button>
      </div>
    </section>
  );
}
