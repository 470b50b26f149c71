/**
 * Hosts one sidebar tab of the customer app (hosts/app) outside the app: the services with an in-memory API (uploads
 * become object URLs), the album session around the given editor, the messages of the chosen language, the editor
 * provider, confirmations, the canvas drag and drop context and the toasts. Used by the app tab stories.
 */
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AlbumImage, ApiClient, Album } from '@album/api-client';
import type { Editor } from '@album/editor-core';
import { LanguageContext } from '../../../hosts/app/src/app/language';
import type { LanguageContextValue } from '../../../hosts/app/src/app/language';
import { CanvasDndProvider, EditorProvider } from '@album/editor-react';
import { I18nProvider } from '@album/i18n';
import type { Language } from '@album/i18n';
import de from '@album/i18n/messages/de.json';
import en from '@album/i18n/messages/en.json';
import fr from '@album/i18n/messages/fr.json';
import it from '@album/i18n/messages/it.json';
import pl from '@album/i18n/messages/pl.json';
import { createToastQueue, I18nProvider as AriaI18nProvider, ToastRegion } from '@album/ui';
import '@album/ui/styles.css';
import { createStore } from 'zustand/vanilla';
import { AlbumSessionContext } from '../../../hosts/app/src/album/album-session';
import type { AlbumSession } from '../../../hosts/app/src/album/album-session';
import { createAnalytics } from '../../../hosts/app/src/analytics/analytics';
import { ServicesContext } from '../../../hosts/app/src/app/services';
import type { AppServices } from '../../../hosts/app/src/app/services';
import { ConfirmHost } from '../../../hosts/app/src/dialogs/confirm';
import '../../../hosts/app/src/app/app.css';

const MESSAGES: Record<Language, Record<string, string>> = { de, en, fr, it, pl };

/** An API that keeps uploads in the browser: each uploaded file becomes an album image with an object URL. */
function memoryApi(): ApiClient {
  const files = new Map<string, { url: string; width: number; height: number }>();
  let next = 0;
  const api = {
    uploads: {
      async upload(file: File, request: { filename: string }) {
        const url = URL.createObjectURL(file);
        const bitmap = await createImageBitmap(file).catch(() => null);
        const blobId = `${request.filename}-${++next}`;
        files.set(blobId, { url, width: bitmap?.width ?? 800, height: bitmap?.height ?? 1000 });
        return { blob_id: blobId, byte_size: file.size, content_type: file.type, checksum: 'story' };
      },
    },
    images: {
      async create(
        _albumId: string,
        input: { blob_id: string; model?: 'image' | 'sticker' },
      ): Promise<AlbumImage> {
        const file = files.get(input.blob_id)!;
        return {
          id: `img-${input.blob_id}`,
          model: input.model ?? 'image',
          blob: {
            small: file.url,
            medium: file.url,
            large: file.url,
            original: file.url,
            filename: input.blob_id,
          },
          details: { width: file.width, height: file.height },
        } as AlbumImage;
      },
    },
  };
  return api as unknown as ApiClient;
}

export function AppTabHost(props: {
  editor: Editor;
  language: Language;
  mode?: AlbumSession['mode'];
  children: ReactNode;
}) {
  const [services] = useState<AppServices>(() => ({
    api: memoryApi(),
    apiBase: '/api/v1',
    session: {} as AppServices['session'],
    toasts: createToastQueue(5),
    analytics: createAnalytics({ storage: window.localStorage }),
    reportError: ((error: unknown) => console.error(error)) as unknown as AppServices['reportError'],
    language: () => props.language,
  }));
  const session: AlbumSession = {
    albumId: 'story-album',
    album: { id: 'story-album', category: null, title: 'Story album' } as unknown as Album,
    editor: props.editor,
    sync: null,
    syncStatus: createStore(() => ({})) as unknown as AlbumSession['syncStatus'],
    mode: props.mode ?? 'edit',
    previewLink: false,
    user: null,
    isAdmin: false,
    images: () => Promise.resolve(null),
    presence: {
      subscribe: () => () => undefined,
      getSnapshot: () => [],
    } as unknown as AlbumSession['presence'],
    reload: () => undefined,
    updateAlbum: () => Promise.reject(new Error('not in stories')),
  };
  // No retries in a story: a failure shows at once.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  // The app's language switch (the help and user menus read it); a story's language comes from its args.
  const languageValue: LanguageContextValue = { language: props.language, setLanguage: () => undefined };
  return (
    <ServicesContext.Provider value={services}>
      {/* The app's server-state cache: the tabs read and poll the server through it. */}
      <QueryClientProvider client={queryClient}>
        <LanguageContext.Provider value={languageValue}>
          <I18nProvider key={props.language} language={props.language} messages={MESSAGES[props.language]}>
            <AriaI18nProvider locale={props.language}>
              <AlbumSessionContext.Provider value={session}>
                <EditorProvider editor={props.editor}>
                  <ConfirmHost>
                    <CanvasDndProvider>
                      <div
                        style={{
                          width: 360,
                          height: '100vh',
                          display: 'flex',
                          borderRight: '1px solid #e2e8f0',
                        }}
                      >
                        {props.children}
                      </div>
                    </CanvasDndProvider>
                  </ConfirmHost>
                </EditorProvider>
              </AlbumSessionContext.Provider>
            </AriaI18nProvider>
          </I18nProvider>
          <ToastRegion queue={services.toasts} aria-label="Notifications" closeLabel="Close" />
        </LanguageContext.Provider>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}
