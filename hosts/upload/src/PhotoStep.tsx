import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useT } from './i18n';
import { PhotoError, preparePhoto, type PreparedPhoto } from './photo';
import { StepHeading } from './StepHeading';
import { StepNav } from './StepNav';

/**
 * The photo: taken with the camera or picked from the gallery, checked (PNG or JPEG, its size read) and scaled
 * down before the contributor may go on, then shown with the frame a face should fill.
 */
export function PhotoStep(props: {
  photo: PreparedPhoto | null;
  onPhoto: (photo: PreparedPhoto | null) => void;
  onNext: () => void;
  onBack: () => void;
}) {
  const t = useT();
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { photo, onPhoto } = props;
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo.blob) : null), [photo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again must fire a change too.
    event.target.value = '';
    if (!file) return;
    setReading(true);
    setProblem(null);
    try {
      onPhoto(await preparePhoto(file));
    } catch (error) {
      onPhoto(null);
      setProblem(error instanceof PhotoError ? error.problem : 'upload.public.photo.unreadable');
    } finally {
      setReading(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!photo) setProblem('upload.public.photo.required');
    else props.onNext();
  };

  return (
    <form className="step" onSubmit={submit} noValidate>
      <StepHeading>{t('upload.public.photo.heading')}</StepHeading>
      <p id="photo-hint">{t('upload.public.photo.hint')}</p>
      {photo && preview && (
        <figure className="preview">
          <div className="preview-frame">
            <img src={preview} alt={t('upload.public.photo.previewAlt')} />
            <div className="face-guide" aria-hidden="true" />
          </div>
          <figcaption>
            {t('upload.public.photo.frameHint')}{' '}
            <span className="hint">
              {t('upload.public.photo.size', { width: photo.width, height: photo.height })}
            </span>
          </figcaption>
        </figure>
      )}
      <div className="photo-buttons">
        <button
          type="button"
          className="button secondary"
          onClick={() => camera.current?.click()}
          disabled={reading}
        >
          {t(photo ? 'upload.public.photo.retake' : 'upload.public.photo.camera')}
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() => gallery.current?.click()}
          disabled={reading}
        >
          {t('upload.public.photo.gallery')}
        </button>
      </div>
      {/* Hidden pickers, opened by the buttons above: `capture` asks phones for the front camera directly. */}
      <input
        ref={camera}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png"
        capture="user"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void choose(event)}
      />
      <input
        ref={gallery}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="photo-input"
        onChange={(event) => void choose(event)}
      />
      <p className="status" role="status">
        {reading ? t('upload.public.photo.reading') : ''}
      </p>
      {problem && (
        <p className="error" role="alert">
          {t(problem)}
        </p>
      )}
      <StepNav
        onBack={props.onBack}
        nextLabel={t('upload.public.photo.send')}
        nextDisabled={reading || (!photo && problem !== null)}
      />
    </form>
  );
}
