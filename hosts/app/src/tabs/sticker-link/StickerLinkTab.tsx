/**
 * The sticker link panel (spec section 2, issue #24): people the organiser invites send their own photo, name and
 * position through a public link (`/s/:token`); their uploads wait in the stickers tab until collected. The panel
 * has the status card (link active or not), the link card (copy, share) and the settings form (message, domain,
 * white label, position required).
 */
import { useState } from 'react';
import { useIntl } from '@album/i18n';
import { useAlbumSession } from '../../album/album-session';
import type { TabPanelProps } from '../../workspace/TabPanelContent';
import { LinkCard } from './LinkCard';
import type { ShareTarget } from './LinkCard';
import { configuredStickerLinkDomains, stickerLinkUrl } from './link-address';
import type { StickerLinkDomain } from './link-address';
import { SettingsForm } from './SettingsForm';
import { StatusCard } from './StatusCard';
import './sticker-link.css';

export interface StickerLinkTabProps extends TabPanelProps {
  /** The configured domains (tests and stories); defaults to this build's list. */
  domains?: readonly StickerLinkDomain[];
  /** Where copy and share go; defaults to the browser's `navigator`. */
  shareTarget?: ShareTarget;
}

export function StickerLinkTab({ domains, shareTarget }: StickerLinkTabProps) {
  const intl = useIntl();
  const { album, mode } = useAlbumSession();
  const readOnly = mode !== 'edit';
  const saved = album.stickerUploadCustomDomain ?? null;
  // The link card shows the domain chosen in the form before it is saved, so the organiser sees the address.
  const [chosen, setChosen] = useState<StickerLinkDomain | undefined>(undefined);
  const list = domains ?? configuredStickerLinkDomains(saved);
  const origin = window.location.origin;
  const url = stickerLinkUrl(album.stickerUploadsPath ?? null, chosen === undefined ? saved : chosen, origin);

  return (
    <div className="tab-panel sticker-link-tab">
      <h2 className="tab-panel__title">{intl.formatMessage({ id: 'tabs.stickerlink' })}</h2>
      <p className="sticker-link-tab__intro">{intl.formatMessage({ id: 'stickerLink.intro' })}</p>
      <StatusCard readOnly={readOnly} />
      <LinkCard url={url} enabled={album.stickerUploadEnabled === true} target={shareTarget} />
      <SettingsForm
        readOnly={readOnly}
        domains={list}
        ownHost={window.location.host}
        onDomainChange={setChosen}
      />
    </div>
  );
}
