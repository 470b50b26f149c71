import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Album, ApiClient, Association, Invitation, User } from '@album/api-client';
import { createEditor, fromNested } from '@album/editor-core';
import { fixtureAlbum } from '@album/editor-core/testing';
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
import { AlbumSessionContext } from '../../hosts/app/src/album/album-session';
import type { AlbumSession } from '../../hosts/app/src/album/album-session';
import { createAnalytics } from '../../hosts/app/src/analytics/analytics';
import { ServicesContext } from '../../hosts/app/src/app/services';
import type { AppServices } from '../../hosts/app/src/app/services';
import { SettingsModal } from '../../hosts/app/src/settings/SettingsModal';
import type { SettingsSection } from '../../hosts/app/src/settings/settings-sections';
import '../../hosts/app/src/app/app.css';

const MESSAGES: Record<Language, Record<string, string>> = { de, en, fr, it, pl };

interface Args {
  language: Language;
  section: SettingsSection;
  viewer: 'owner' | 'collaborator';
  failing: boolean;
}

const OWNER = { id: 'owner', email: 'carla@example.com', roles: [] } as unknown as User;
const GUEST = { id: 'guest', email: 'ben@example.com', roles: [] } as unknown as User;

/**
 * An in-memory API for the users tab: invitations and removals change the lists the tab shows; `failing` makes
 * every call fail, to show the "Operation failed" message.
 */
function memoryApi(failing: boolean): ApiClient {
  let associations: Association[] = [
    { id: 'as-1', owner: true, user: { id: OWNER.id, email: OWNER.email, picture: null } },
    { id: 'as-2', owner: false, user: { id: GUEST.id, email: GUEST.email, picture: null } },
  ];
  let invitations: Invitation[] = [
    {
      id: 'inv-1',
      email: 'anna@example.com',
      created_at: '2026-03-07T10:00:00Z',
      accept_path: '/invitations/a/accept',
    },
  ];
  let rotations = 0;
  const answer = <T,>(value: () => T) =>
    failing ? Promise.reject(new Error('story: failing')) : Promise.resolve(value());
  const api = {
    associations: {
      list: () => answer(() => associations),
      delete: (id: string) => answer(() => void (associations = associations.filter((a) => a.id !== id))),
    },
    invitations: {
      list: () => answer(() => invitations),
      delete: (id: string) => answer(() => void (invitations = invitations.filter((i) => i.id !== id))),
      create: (_albumId: string, email: string) =>
        answer(() => {
          const invitation = {
            id: `inv-${invitations.length + 2}`,
            email,
            created_at: new Date().toISOString(),
            accept_path: `/invitations/${invitations.length + 2}/accept`,
            mail_sent: true,
          };
          invitations = [...invitations, invitation];
          return invitation;
        }),
    },
    albums: {
      rotatePreviewToken: () => answer(() => `/album/story-album/preview/renewed-${++rotations}`),
    },
  };
  return api as unknown as ApiClient;
}

function SettingsStory(args: Args) {
  const [section, setSection] = useState<SettingsSection>(args.section);
  const [open, setOpen] = useState(true);
  const [album, setAlbum] = useState(
    () =>
      ({
        id: 'story-album',
        title: 'Summer wedding',
        owner_identifier: OWNER.id,
        emailNotificationsEnabled: true,
        language: args.language,
        albumPreviewPath: '/album/story-album/preview/first-token',
      }) as unknown as Album,
  );
  const [services] = useState<AppServices>(() => ({
    api: memoryApi(args.failing),
    apiBase: '/api/v1',
    session: {} as AppServices['session'],
    toasts: createToastQueue(5),
    analytics: createAnalytics({ storage: window.localStorage }),
    reportError: ((error: unknown) => console.error(error)) as unknown as AppServices['reportError'],
    language: () => args.language,
  }));
  const [editor] = useState(() => createEditor({ document: fromNested(fixtureAlbum()) }));
  // No retries in a story: the failing variant shows its message at once.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  const session: AlbumSession = {
    albumId: 'story-album',
    album,
    editor,
    sync: null,
    syncStatus: createStore(() => ({})) as unknown as AlbumSession['syncStatus'],
    mode: 'edit',
    previewLink: false,
    user: args.viewer === 'owner' ? OWNER : GUEST,
    isAdmin: false,
    images: () => Promise.resolve(null),
    presence: {
      subscribe: () => () => undefined,
      getSnapshot: () => [],
    } as unknown as AlbumSession['presence'],
    reload: () => undefined,
    updateAlbum: (patch) => {
      if (args.failing) return Promise.reject(new Error('story: failing'));
      const next = {
        ...album,
        ...(patch.email_notifications_enabled !== undefined
          ? { emailNotificationsEnabled: patch.email_notifications_enabled }
          : {}),
        ...(patch.language ? { language: patch.language } : {}),
      } as Album;
      setAlbum(next);
      return Promise.resolve(next);
    },
  };
  return (
    <ServicesContext.Provider value={services}>
      {/* The app's server-state cache (the users tab and the preview link read and write through it). */}
      <QueryClientProvider client={queryClient}>
        <I18nProvider key={args.language} language={args.language} messages={MESSAGES[args.language]}>
          <AriaI18nProvider locale={args.language}>
            <AlbumSessionContext.Provider value={session}>
              {/* The page behind the modal: something visible in the story root, and the way back in. */}
              <button type="button" onClick={() => setOpen(true)}>
                Open the settings again
              </button>
              {open && (
                <SettingsModal section={section} onSection={setSection} onClose={() => setOpen(false)} />
              )}
            </AlbumSessionContext.Provider>
          </AriaI18nProvider>
        </I18nProvider>
      </QueryClientProvider>
      <ToastRegion queue={services.toasts} aria-label="Notifications" closeLabel="Close" />
    </ServicesContext.Provider>
  );
}

/**
 * The album settings modal of the customer app: the general tab (e-mail notifications, the preview link with copy
 * and renewal, the album language) and the users tab (users with the owner badge, invitations, the invitation form
 * and the owner's controls), against an in-memory API. As a collaborator the lists have no controls; `failing`
 * shows the failure messages.
 */
const meta: Meta<typeof SettingsStory> = {
  title: 'App/Settings modal',
  component: SettingsStory,
  args: { language: 'en', section: 'general', viewer: 'owner', failing: false },
  argTypes: {
    language: { control: 'select', options: ['de', 'en', 'fr', 'it', 'pl'] },
    section: { control: 'inline-radio', options: ['general', 'users'] },
    viewer: { control: 'inline-radio', options: ['owner', 'collaborator'] },
    failing: { control: 'boolean' },
  },
};
export default meta;

type Story = StoryObj<typeof SettingsStory>;

export const General: Story = {};
export const Users: Story = { args: { section: 'users' } };
export const UsersAsCollaborator: Story = { args: { section: 'users', viewer: 'collaborator' } };
export const UsersFailing: Story = { args: { section: 'users', failing: true } };
export const German: Story = { args: { language: 'de', section: 'users' } };
