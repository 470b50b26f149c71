/**
 * The preview link of the general tab: the full address in a read-only field, a copy button and a button that
 * renews the link (`PATCH /albums/:id/rotate_album_preview_url_token`; the old address then leads nowhere). What
 * happened is announced in a status line rather than a toast, which would sit outside the modal.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from '@album/i18n';
import { Button, TextField } from '@album/ui';
import { useServices } from '../app/services';
import { useNotify } from '../toasts/use-notify';
import { copyText } from './copy-text';
import { previewUrl, usePreviewPath, useRotatedPreviewPaths } from './preview-link';

export interface PreviewLinkFieldProps {
  albumId: string;
  /** The album answer's path; null for viewers who may not share the album. */
  albumPreviewPath: string | null;
}

export function PreviewLinkField({ albumId, albumPreviewPath }: PreviewLinkFieldProps) {
  const intl = useIntl();
  const notify = useNotify();
  const { api } = useServices();
  const path = usePreviewPath(albumId, albumPreviewPath);
  const remember = useRotatedPreviewPaths((state) => state.remember);
  const [status, setStatus] = useState<'copied' | 'rotated' | null>(null);
  const rotation = useMutation({
    mutationFn: () => api.albums.rotatePreviewToken(albumId),
    onMutate: () => setStatus(null),
    onSuccess: (rotated) => {
      remember(albumId, rotated);
      setStatus('rotated');
    },
    onError: () => notify('error', { id: 'settings.saveFailed' }),
  });

  if (path === null)
    return <p className="settings__hint">{intl.formatMessage({ id: 'settings.preview.unavailable' })}</p>;
  const url = previewUrl(path, window.location.origin);

  const copy = async () => {
    setStatus((await copyText(url, navigator.clipboard)) ? 'copied' : null);
  };

  return (
    <div className="settings-preview-link">
      <TextField
        label={intl.formatMessage({ id: 'settings.preview.url' })}
        value={url}
        isReadOnly
        description={intl.formatMessage({ id: 'settings.preview.rotateHint' })}
      />
      <div className="settings__actions">
        <Button variant="primary" size="sm" onPress={() => void copy()}>
          {intl.formatMessage({ id: 'settings.preview.copy' })}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={rotation.isPending}
          onPress={() => rotation.mutate()}
        >
          {intl.formatMessage({ id: 'settings.preview.rotate' })}
        </Button>
      </div>
      <p className="settings__status" role="status">
        {status && intl.formatMessage({ id: `settings.preview.${status}` })}
      </p>
    </div>
  );
}
