import { useEffect, useState } from 'react';
import type { StickerUploadConfig } from '@album/api-client';
import { fetchConfig } from './api';
import { errorMessageId } from './contribute';
import { useT } from './i18n';
import { StepHeading } from './StepHeading';
import { UploadForm } from './UploadForm';

type Loaded =
  { kind: 'loading' } | { kind: 'ready'; config: StickerUploadConfig } | { kind: 'failed'; message: string };

/** The page of one sticker link: loads the link's configuration, then runs the form; our brand unless white label. */
export function UploadPage(props: { token: string; clientId: string }) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    fetchConfig(props.token).then(
      (config) => current && setLoaded({ kind: 'ready', config }),
      (error: unknown) => current && setLoaded({ kind: 'failed', message: errorMessageId(error) }),
    );
    return () => {
      current = false;
    };
  }, [props.token]);

  useEffect(() => {
    if (loaded.kind === 'ready') document.title = loaded.config.title;
  }, [loaded]);

  const branded = loaded.kind !== 'ready' || !loaded.config.white_label;
  return (
    <div className="page">
      <main className="card">
        {loaded.kind === 'loading' && (
          <p role="status" className="status">
            {t('upload.public.loading')}
          </p>
        )}
        {loaded.kind === 'failed' && (
          <section className="step">
            <StepHeading autoFocus={false}>{t('upload.public.unavailable')}</StepHeading>
            <p>{t(loaded.message)}</p>
          </section>
        )}
        {loaded.kind === 'ready' && (
          <UploadForm token={props.token} clientId={props.clientId} config={loaded.config} />
        )}
      </main>
      {branded && <footer className="brand">{t('upload.public.brand')}</footer>}
    </div>
  );
}
