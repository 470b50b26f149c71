import type { PhotoCheck } from './api';
import { useT } from './i18n';
import type { PreparedPhoto } from './photo';
import { StepHeading } from './StepHeading';
import { Verdict } from './Verdict';

export type UploadPhase =
  | { kind: 'sending'; loaded: number; total: number; retrying: boolean }
  | { kind: 'checking' }
  | { kind: 'verdict'; check: PhotoCheck }
  | { kind: 'saving' };

/**
 * While the photo travels: real progress from the upload's events, a note when a dropped connection is retried,
 * and, when the photo check finds problems, its hints with the choice to send anyway or pick another photo.
 */
export function UploadingStep(props: {
  phase: UploadPhase;
  photo: PreparedPhoto;
  onSendAnyway: () => void;
  onRetake: () => void;
}) {
  const t = useT();
  const { phase } = props;
  if (phase.kind === 'verdict') {
    return (
      <Verdict
        check={phase.check}
        photo={props.photo}
        onSendAnyway={props.onSendAnyway}
        onRetake={props.onRetake}
      />
    );
  }
  const percent =
    phase.kind === 'sending'
      ? Math.min(100, Math.round((phase.loaded / Math.max(1, phase.total)) * 100))
      : 100;
  const status =
    phase.kind === 'sending'
      ? phase.retrying
        ? t('upload.public.uploading.retrying')
        : t('upload.public.uploading.progress', { percent })
      : phase.kind === 'checking'
        ? t('upload.public.uploading.checking')
        : t('upload.public.uploading.saving');
  return (
    <section className="step" aria-busy="true">
      <StepHeading>{t('upload.public.uploading.heading')}</StepHeading>
      <progress
        className="progress"
        max={100}
        value={percent}
        aria-label={t('upload.public.uploading.heading')}
      />
      <p role="status">{status}</p>
      <p className="hint">{t('upload.public.uploading.stay')}</p>
    </section>
  );
}
