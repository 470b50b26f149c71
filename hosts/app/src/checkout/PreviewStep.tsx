/**
 * The checkout's first step: the album's spreads as the print takes them (the saved content, drawn by the start
 * page's cover renderer with the photos), one at a time with previous and next, and a switch that shows the
 * stickers in their cells or the empty frames the collectors fill. A failed load is left out (section 8: "checkout
 * preview load failure: ignored"): the step then says the preview is not available and the order goes on.
 */
import { useMemo, useState } from 'react';
import type { Album } from '@album/api-client';
import { albumSpreads, buildScene, fromNested } from '@album/editor-core';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Button, Skeleton, Switch } from '@album/ui';
import { registerCoverImages } from '../start/cover-raster-images';
import { useCoverRenderer } from '../start/covers';
import { usePicture } from '../tabs/layouts/use-thumbnail';
import { useCheckoutAlbum } from './queries';

/** CSS width of a double-page picture; narrow screens scale it down. */
const DOUBLE_WIDTH = 720;

function SpreadPicture(props: {
  album: Album;
  spreadId: string;
  pages: 1 | 2;
  stickers: boolean;
  alt: string;
}) {
  const { album, spreadId, pages, stickers, alt } = props;
  const renderer = useCoverRenderer();
  const doc = useMemo(() => fromNested(album), [album]);
  const width = (DOUBLE_WIDTH / 2) * pages;
  const key = `checkout:${album.id}:${album.version}:${album.updated_at}:${spreadId}:${stickers}`;
  const value = usePicture(
    renderer,
    key,
    () => {
      registerCoverImages(album);
      return buildScene(
        doc,
        spreadId,
        { title: album.title, releaseDate: album.releaseDate },
        { placeholders: false, showStickers: stickers },
      );
    },
    width,
  );
  const style = { width: `min(100%, ${width}px)`, aspectRatio: pages === 1 ? '1 / 1.414' : '2 / 1.414' };
  if (value.status === 'ready')
    return (
      <img
        className="checkout-preview__picture"
        style={style}
        src={value.url}
        alt={alt}
        data-testid="checkout-spread"
      />
    );
  if (value.status === 'loading')
    return (
      <div className="checkout-preview__picture" style={style}>
        <Skeleton width="100%" height="100%" />
      </div>
    );
  return (
    <p className="checkout-preview__failed" role="status">
      <FormattedMessage id="checkout.preview.failed" />
    </p>
  );
}

export function PreviewStep({ albumId }: { albumId: string }) {
  const intl = useIntl();
  const album = useCheckoutAlbum(albumId);
  const [index, setIndex] = useState(0);
  const [stickers, setStickers] = useState(true);
  const spreads = useMemo(() => (album.data ? albumSpreads(fromNested(album.data)) : []), [album.data]);
  if (album.isError)
    return (
      <p className="checkout-preview__failed" role="status">
        <FormattedMessage id="checkout.preview.failed" />
      </p>
    );
  if (!album.data) return <Skeleton className="checkout-preview__picture" shape="rect" height={240} />;
  const total = spreads.length;
  const current = Math.min(index, Math.max(0, total - 1));
  const spread = spreads[current];
  // The cover and the back page are single pages, the others double.
  const pages = current === 0 || current === total - 1 ? 1 : 2;
  const label = intl.formatMessage({ id: 'checkout.preview.spread' }, { current: current + 1, total });
  return (
    <section className="checkout-preview" aria-label={intl.formatMessage({ id: 'checkout.step.preview' })}>
      <Switch isSelected={stickers} onChange={setStickers}>
        {intl.formatMessage({ id: 'checkout.preview.stickers' })}
      </Switch>
      <div className="checkout-preview__stage">
        {spread && (
          <SpreadPicture
            album={album.data}
            spreadId={spread.id}
            pages={pages}
            stickers={stickers}
            alt={label}
          />
        )}
      </div>
      <div className="checkout-preview__pager">
        <Button
          variant="secondary"
          size="sm"
          isDisabled={current === 0}
          onPress={() => setIndex(current - 1)}
        >
          {intl.formatMessage({ id: 'checkout.preview.previous' })}
        </Button>
        <span aria-live="polite">{label}</span>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={current >= total - 1}
          onPress={() => setIndex(current + 1)}
        >
          {intl.formatMessage({ id: 'checkout.preview.next' })}
        </Button>
      </div>
    </section>
  );
}
