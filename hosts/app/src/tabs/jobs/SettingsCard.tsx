/**
 * The album settings an admin changes before print: the lock (a locked album is editable only by admins; section
 * 4, Lock and review), saved through `PATCH /albums/:id`.
 */
import { useState } from 'react';
import { useIntl } from '@album/i18n';
import { Card, Switch } from '@album/ui';
import { useAlbumSession } from '../../album/album-session';
import { useNotify } from '../../toasts/use-notify';

export function SettingsCard() {
  const intl = useIntl();
  const notify = useNotify();
  const { album, updateAlbum } = useAlbumSession();
  const [saving, setSaving] = useState(false);
  // Shown at once while saving; the session's album answers the saved value afterwards.
  const [pending, setPending] = useState<boolean | null>(null);

  const toggle = async (locked: boolean) => {
    setPending(locked);
    setSaving(true);
    try {
      await updateAlbum({ locked });
    } catch {
      notify('error', { id: 'error.generic' });
    } finally {
      setSaving(false);
      setPending(null);
    }
  };

  return (
    <Card title={intl.formatMessage({ id: 'jobs.settings.title' })} headingLevel={3} className="jobs-card">
      <Switch
        data-testid="album-locked-switch"
        isSelected={pending ?? album.locked}
        isDisabled={saving}
        onChange={(locked) => void toggle(locked)}
      >
        {intl.formatMessage({ id: 'jobs.locked' })}
      </Switch>
      <p className="jobs-card__hint">{intl.formatMessage({ id: 'jobs.locked.hint' })}</p>
    </Card>
  );
}
