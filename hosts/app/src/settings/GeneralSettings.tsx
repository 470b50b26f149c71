/**
 * The general tab of the settings modal (spec section 2): e-mail notifications, the album preview link (shown with
 * the switch, copyable, renewable) and the album language. Changes are saved at once with `PATCH /albums/:id`; a
 * failed save shows the specification's toast and the control returns to the saved value.
 */
import { useState } from 'react';
import { SUPPORTED_LANGUAGES, isSupportedLanguage, useIntl } from '@album/i18n';
import type { Language } from '@album/i18n';
import type { AlbumPatch } from '@album/api-client';
import { Checkbox, Select, Switch } from '@album/ui';
import { useAlbumSession } from '../album/album-session';
import { useNotify } from '../toasts/use-notify';
import { PreviewLinkField } from './PreviewLinkField';

/** Each language named in itself ("Deutsch", "Français"), as language pickers usually do. */
function languageName(language: Language): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

export function GeneralSettings() {
  const intl = useIntl();
  const notify = useNotify();
  const { album, albumId, updateAlbum } = useAlbumSession();
  const [showLink, setShowLink] = useState(false);
  // The value being saved, shown until the server answers (then the album answer holds it).
  const [pending, setPending] = useState<AlbumPatch>({});

  const save = async (patch: AlbumPatch) => {
    setPending((current) => ({ ...current, ...patch }));
    try {
      await updateAlbum(patch);
    } catch {
      notify('error', { id: 'settings.saveFailed' });
    } finally {
      setPending((current) => {
        const next = { ...current };
        for (const key of Object.keys(patch) as Array<keyof AlbumPatch>) delete next[key];
        return next;
      });
    }
  };

  const notifications = pending.email_notifications_enabled ?? album.emailNotificationsEnabled;
  const language = pending.language ?? album.language;
  return (
    <div className="settings-general">
      <Checkbox
        isSelected={notifications}
        isDisabled={pending.email_notifications_enabled !== undefined}
        onChange={(value) => void save({ email_notifications_enabled: value })}
        aria-describedby="settings-notifications-description"
      >
        {intl.formatMessage({ id: 'settings.notifications.label' })}
      </Checkbox>
      <p id="settings-notifications-description" className="settings__hint">
        {intl.formatMessage({ id: 'settings.notifications.description' })}
      </p>

      <section className="settings-general__preview" aria-labelledby="settings-preview-switch">
        <Switch id="settings-preview-switch" isSelected={showLink} onChange={setShowLink}>
          {intl.formatMessage({ id: 'settings.preview.label' })}
        </Switch>
        <p className="settings__hint">{intl.formatMessage({ id: 'settings.preview.description' })}</p>
        {showLink && <PreviewLinkField albumId={albumId} albumPreviewPath={album.albumPreviewPath} />}
      </section>

      <Select
        label={intl.formatMessage({ id: 'settings.language.label' })}
        description={intl.formatMessage({ id: 'settings.language.description' })}
        options={SUPPORTED_LANGUAGES.map((id) => ({ id, label: languageName(id) }))}
        selectedKey={language}
        isDisabled={pending.language !== undefined}
        onSelectionChange={(key) => {
          if (isSupportedLanguage(key) && key !== language) void save({ language: key });
        }}
      />
    </div>
  );
}
