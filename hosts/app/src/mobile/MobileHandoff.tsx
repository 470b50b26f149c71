/**
 * The mobile hand-off modal (spec section 2): phone visitors of the editor are offered to continue on a laptop, by
 * e-mailing themselves the link, sharing it (where the device can share) or copying it; or to continue here. It
 * opens once per browser tab; the workspace mounts it on phones in edit mode only.
 */
import { useId, useState } from 'react';
import { useIntl } from '@album/i18n';
import { Button, Modal } from '@album/ui';
import { useAlbumSession } from '../album/album-session';
import { useNotify } from '../toasts/use-notify';
import { handoffUrl, rememberDismissed, requestLinkHref, wasDismissed } from './handoff';
import './mobile.css';

function browserStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked by the browser's privacy settings.
    return undefined;
  }
}

export interface MobileHandoffProps {
  /** Where the dismissal is remembered; the tab's sessionStorage by default. */
  storage?: Storage;
}

export function MobileHandoff({ storage = browserStorage() }: MobileHandoffProps) {
  const intl = useIntl();
  const notify = useNotify();
  const { albumId, user } = useAlbumSession();
  const inputId = useId();
  const [open, setOpen] = useState(() => !wasDismissed(storage));
  const url = handoffUrl(window.location.origin, albumId);
  const subject = intl.formatMessage({ id: 'mobile.handoff.mail.subject' });
  const body = intl.formatMessage({ id: 'mobile.handoff.mail.body' }, { url });
  const canShare = typeof navigator.share === 'function';

  const close = () => {
    rememberDismissed(storage);
    setOpen(false);
  };
  const share = () => {
    navigator.share({ title: subject, text: body, url }).then(close, () => {
      // The user closed the share sheet: the modal stays for another choice.
    });
  };
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      selectLink(inputId);
      return;
    }
    clipboard.writeText(url).then(
      () => notify('info', { id: 'mobile.handoff.copied' }),
      // Copying refused (no permission): select the link so the user can copy it by hand.
      () => selectLink(inputId),
    );
  };

  return (
    <Modal
      title={intl.formatMessage({ id: 'mobile.handoff.title' })}
      isOpen={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      isDismissable
      size="sm"
      className="mobile-handoff"
    >
      <div data-testid="mobile-handoff">
        <p className="mobile-handoff__text">{intl.formatMessage({ id: 'mobile.handoff.body' })}</p>
        <label className="mobile-handoff__link">
          <span className="ui-label">{intl.formatMessage({ id: 'mobile.handoff.link' })}</span>
          <input
            id={inputId}
            className="ui-input"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            data-testid={inputId}
          />
        </label>
        <div className="mobile-handoff__actions">
          <a
            className="ui-button"
            data-variant="primary"
            data-size="md"
            href={requestLinkHref(user?.email, subject, body)}
            onClick={close}
            data-testid="mobile-handoff-request"
          >
            {intl.formatMessage({ id: 'mobile.handoff.request' })}
          </a>
          {canShare && (
            <Button onPress={share} data-testid="mobile-handoff-share">
              {intl.formatMessage({ id: 'mobile.handoff.share' })}
            </Button>
          )}
          <Button onPress={copy} data-testid="mobile-handoff-copy">
            {intl.formatMessage({ id: 'mobile.handoff.copy' })}
          </Button>
          <Button variant="ghost" onPress={close} data-testid="mobile-handoff-continue">
            {intl.formatMessage({ id: 'mobile.handoff.continue' })}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function selectLink(id: string) {
  const input = document.getElementById(id);
  if (input instanceof HTMLInputElement) {
    input.focus();
    input.select();
  }
}
