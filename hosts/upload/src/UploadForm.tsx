import { useCallback, useEffect, useRef, useState } from 'react';
import type { StickerUploadConfig } from '@album/api-client';
import type { PhotoCheck } from './api';
import { ChapterStep } from './ChapterStep';
import { errorMessageId, postContribution, storePhoto, verdictOf } from './contribute';
import { DoneStep } from './DoneStep';
import { EMPTY_ANSWERS, formSteps, nextStep, previousStep, stepsFor, type Answers, type Step } from './flow';
import { useT } from './i18n';
import { IntroStep } from './IntroStep';
import { NameStep } from './NameStep';
import type { PreparedPhoto } from './photo';
import { PhotoStep } from './PhotoStep';
import { PositionStep } from './PositionStep';
import { UploadingStep, type UploadPhase } from './UploadingStep';

/** The contributor's way through the steps of one link, from the intro to the thanks. */
export function UploadForm(props: { token: string; clientId: string; config: StickerUploadConfig }) {
  const t = useT();
  const { token, clientId, config } = props;
  const steps = stepsFor(config);
  const counted = formSteps(steps);
  const [step, setStep] = useState<Step>('intro');
  const [answers, setAnswers] = useState<Answers>(EMPTY_ANSWERS);
  const [photo, setPhoto] = useState<PreparedPhoto | null>(null);
  const [phase, setPhase] = useState<UploadPhase>({ kind: 'sending', loaded: 0, total: 1, retrying: false });
  const [error, setError] = useState<string | null>(null);
  // The stored photo and the user's answer to a critical verdict: the post waits for it.
  const decision = useRef<((send: boolean) => void) | null>(null);

  // While the photo travels, leaving the page (a reload, a swipe back) asks first: the upload would be lost.
  useEffect(() => {
    if (step !== 'uploading') return undefined;
    const hold = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [step]);

  const change = useCallback((patch: Partial<Answers>) => setAnswers((old) => ({ ...old, ...patch })), []);
  const forward = () => setStep((current) => nextStep(steps, current));
  const back = () => setStep((current) => previousStep(steps, current) ?? current);

  const send = async (chosen: PreparedPhoto) => {
    setStep('uploading');
    setPhase({ kind: 'sending', loaded: 0, total: chosen.blob.size, retrying: false });
    try {
      const blobId = await storePhoto(
        token,
        clientId,
        chosen,
        (progress) => setPhase({ kind: 'sending', ...progress, retrying: false }),
        {
          onRetry: () => setPhase((old) => (old.kind === 'sending' ? { ...old, retrying: true } : old)),
        },
      );
      setPhase({ kind: 'checking' });
      const check: PhotoCheck | null = await verdictOf(token, clientId, blobId);
      if (check && !check.ok) {
        setPhase({ kind: 'verdict', check });
        const sendAnyway = await new Promise<boolean>((resolve) => (decision.current = resolve));
        if (!sendAnyway) {
          setStep('photo');
          return;
        }
      }
      setPhase({ kind: 'saving' });
      await postContribution(token, clientId, blobId, chosen, answers, config.require_position);
      setError(null);
    } catch (failure) {
      setError(errorMessageId(failure));
    }
    setStep('done');
  };

  const restart = () => {
    setAnswers(EMPTY_ANSWERS);
    setPhoto(null);
    setError(null);
    setStep('intro');
  };

  const position = counted.indexOf(step);
  return (
    <>
      {position >= 0 && (
        <p className="step-count">
          {t('upload.public.stepCount', { current: position + 1, total: counted.length })}
        </p>
      )}
      {step === 'intro' && <IntroStep config={config} onStart={forward} />}
      {step === 'name' && <NameStep answers={answers} onChange={change} onNext={forward} onBack={back} />}
      {step === 'chapter' && (
        <ChapterStep
          sections={config.sections}
          answers={answers}
          onChange={change}
          onNext={forward}
          onBack={back}
        />
      )}
      {step === 'position' && (
        <PositionStep answers={answers} onChange={change} onNext={forward} onBack={back} />
      )}
      {step === 'photo' && (
        <PhotoStep photo={photo} onPhoto={setPhoto} onBack={back} onNext={() => photo && void send(photo)} />
      )}
      {step === 'uploading' && photo && (
        <UploadingStep
          phase={phase}
          photo={photo}
          onSendAnyway={() => decision.current?.(true)}
          onRetake={() => decision.current?.(false)}
        />
      )}
      {step === 'done' && <DoneStep error={error} onRestart={restart} />}
    </>
  );
}
