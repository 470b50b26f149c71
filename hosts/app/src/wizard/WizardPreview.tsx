/**
 * The wizard's live preview: one spread of the chosen blueprint drawn with the wizard's colours and fonts by the
 * layouts tab's thumbnail renderer (the same CanvasKit code as the canvas). The cover and the back page are single
 * pages, so their pictures are half as wide as the inner spreads. Opens at spread 1 on phones, 0 on desktop.
 */
import { useMemo, useState } from 'react';
import { buildScene, fromNested } from '@album/editor-core';
import type { AlbumContent } from '@album/api-client';
import { FormattedMessage, useIntl } from '@album/i18n';
import { IconButton, Skeleton } from '@album/ui';
import { useThumbnail } from '../tabs/layouts/use-thumbnail';
import { useIsMobile } from '../workspace/use-is-mobile';
import { initialSpread, spreadIds, spreadPages } from './wizard-model';

/** CSS width of a double-page picture; the page scales it down on narrow screens. */
const DOUBLE_WIDTH = 640;

function Spread(props: {
  content: AlbumContent;
  title: string;
  cacheKey: string;
  spreadId: string;
  pages: 1 | 2;
}) {
  const intl = useIntl();
  const doc = useMemo(() => fromNested(props.content), [props.content]);
  const width = (DOUBLE_WIDTH / 2) * props.pages;
  const thumbnail = useThumbnail(
    `wizard:${props.cacheKey}:${props.spreadId}`,
    () => buildScene(doc, props.spreadId, { title: props.title, releaseDate: null }),
    width,
  );
  const style = {
    width: `min(100%, ${width}px)`,
    aspectRatio: props.pages === 1 ? '1 / 1.414' : '2 / 1.414',
  };
  if (thumbnail.status === 'loading')
    return (
      <div className="wizard-preview__picture" style={style}>
        <Skeleton width="100%" height="100%" />
      </div>
    );
  if (thumbnail.status === 'failed')
    return (
      <p className="wizard-preview__failed" role="status">
        <FormattedMessage id="wizard.preview.failed" />
      </p>
    );
  return (
    <img
      className="wizard-preview__picture"
      style={style}
      src={thumbnail.url}
      alt={intl.formatMessage({ id: 'wizard.preview' })}
      data-testid="wizard-preview-picture"
    />
  );
}

export interface WizardPreviewProps {
  /** The album as the wizard would create it. */
  content: AlbumContent;
  /** The album title the cover's automatic text shows (the blueprint's until the album has its own). */
  title: string;
  /** Names `content`: a new key draws new pictures. */
  cacheKey: string;
}

export function WizardPreview({ content, title, cacheKey }: WizardPreviewProps) {
  const intl = useIntl();
  const mobile = useIsMobile();
  const ids = useMemo(() => spreadIds(content.workspace), [content.workspace]);
  const [chosen, setChosen] = useState<number | null>(null);
  const index = Math.min(chosen ?? initialSpread(mobile, ids.length), Math.max(0, ids.length - 1));
  const spreadId = ids[index];
  return (
    <section className="wizard-preview" aria-label={intl.formatMessage({ id: 'wizard.preview' })}>
      <div className="wizard-preview__stage">
        {spreadId && (
          <Spread
            content={content}
            title={title}
            cacheKey={cacheKey}
            spreadId={spreadId}
            pages={spreadPages(index, ids.length)}
          />
        )}
      </div>
      <div className="wizard-preview__nav">
        <IconButton
          aria-label={intl.formatMessage({ id: 'wizard.preview.previous' })}
          isDisabled={index <= 0}
          onPress={() => setChosen(index - 1)}
          icon={<span aria-hidden="true">‹</span>}
        />
        <span aria-live="polite" data-testid="wizard-preview-position">
          <FormattedMessage id="wizard.preview.spread" values={{ current: index + 1, total: ids.length }} />
        </span>
        <IconButton
          aria-label={intl.formatMessage({ id: 'wizard.preview.next' })}
          isDisabled={index >= ids.length - 1}
          onPress={() => setChosen(index + 1)}
          icon={<span aria-hidden="true">›</span>}
        />
      </div>
    </section>
  );
}
