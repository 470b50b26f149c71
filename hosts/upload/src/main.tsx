import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionClientId } from './client-id';
import { createTranslate, loadMessages, TranslateProvider, visitorLanguage } from './i18n';
import { UploadPage } from './UploadPage';
import './upload.css';

/** The link's token: the last part of `/s/:token`. */
function tokenOfPath(path: string): string {
  return decodeURIComponent(path.replace(/\/+$/, '').split('/').pop() ?? '');
}

async function start() {
  const language = visitorLanguage();
  document.documentElement.lang = language;
  const messages = await loadMessages(language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <TranslateProvider translate={createTranslate(language, messages)}>
        <UploadPage token={tokenOfPath(window.location.pathname)} clientId={sessionClientId()} />
      </TranslateProvider>
    </StrictMode>,
  );
}

void start();
