/**
 * One spread of the blueprint preview, drawn by the layouts tab's thumbnail renderer (the same CanvasKit code as
 * the canvas). Cover and back page are single pages, so their pictures are half as wide as the inner spreads.
 */
import { useMemo } from 'react';
import { buildScene, type AlbumDocument, type SceneMeta } from '@album/editor-core';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Skeleton } from '@album/ui';
import { useThumbnail } from '../tabs/layouts/use-thumbnail';

/** CSS width of a double-page picture; narrow screens scale it down. */
const DOUBLE_WIDTH = 960;

export interface PreviewSpreadProps {
  doc: AlbumDocument;
  meta: SceneMeta;
  /** Names doc and meta: a new key draws a new picture. */
  cacheKey: string;
  spreadId: string;
  pages: 1 | 2;
  /** 1-based position, for the picture's accessible name. */
  position: number;
  total: number;
}

export function PreviewSpread({ doc, meta, cacheKey, spreadId, pages, position, total }: PreviewSpreadProps) {
  const intl = useIntl();
  const width = (DOUBLE_WIDTH / 2) * pages;
  const thumbnail = useThumbnail(
    `blueprint-preview:${cacheKey}:${spreadId}`,
    () => buildScene(doc, spreadId, meta),
    width,
  );
  const style = useMemo(
    () => ({ width: `min(100%, ${width}px)`, aspectRatio: pages === 1 ? '1 / 1.414' : '2 / 1.414' }),
    [width, pages],
  );
  if (thumbnail.status === 'loading')
    return (
      <div className="blueprint-preview__picture" style={style}>
        <Skeleton width="100%" height="100%" />
      </div>
    );
  if (thumbnail.status === 'failed')
    return (
      <p className="blueprint-preview__failed" role="status">
        <FormattedMessage id="wizard.preview.failed" />
      </p>
    );
  return (
    <img
      className="blueprint-preview__picture"
      style={style}
      src={thumbnail.url}
      alt={intl.formatMessage({ id: 'blueprintPreview.spread' }, { current: position, total })}
      data-testid="blueprint-preview-spread"
    />
  );
}
