/**
 * The stock photo panel (spec sections 2, 5, 9): a search field (3 characters at least, searched 750 ms after the
 * last keystroke; an empty field shows the album category's suggestion), a dismissible hint, and the photos with
 * their photographer's credit. Scrolling to the end loads the next 16; choosing a photo adds it to the page in view.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { StockPhoto } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Input, Label, TextField } from 'react-aria-components';
import { Button, Spinner } from '@album/ui';
import { HintCard } from './HintCard';
import { STOCK_MIN_CHARS } from './stock-search';
import { useStockSearch } from './use-stock-search';

export interface StockPanelProps {
  /** Adds a photo to the album and the page; the tile is busy until it resolves. */
  onAdd(photo: StockPhoto): Promise<unknown>;
  disabled?: boolean;
}

function StockTile({
  photo,
  busy,
  disabled,
  onAdd,
}: {
  photo: StockPhoto;
  busy: boolean;
  disabled: boolean;
  onAdd(): void;
}) {
  const intl = useIntl();
  const credit = intl.formatMessage({ id: 'stock.credit' }, { photographer: photo.photographer });
  const ratio = photo.width > 0 && photo.height > 0 ? `${photo.width} / ${photo.height}` : undefined;
  return (
    <li className="stock-tile" data-photo-id={photo.id} data-busy={busy || undefined}>
      <button
        type="button"
        className="stock-tile__button"
        style={{ aspectRatio: ratio, background: photo.avg_color ?? undefined }}
        aria-label={intl.formatMessage({ id: 'stock.add' }, { photographer: photo.photographer })}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        onClick={onAdd}
      >
        <img
          className="stock-tile__picture"
          src={photo.src.small}
          alt={photo.alt}
          loading="lazy"
          draggable={false}
        />
        {busy && (
          <Spinner
            className="stock-tile__spinner"
            aria-label={intl.formatMessage({ id: 'common.loading' })}
          />
        )}
      </button>
      <span className="stock-tile__credit">{credit}</span>
    </li>
  );
}

export function StockPanel({ onAdd, disabled = false }: StockPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const { query, results, loading, hasMore, loadMore } = useStockSearch(input);
  const sentinel = useRef<HTMLDivElement>(null);

  // Infinite scroll: the next page loads when the end of the list comes into view.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadMore, results]);

  const add = (photo: StockPhoto) => {
    setBusy((ids) => new Set(ids).add(photo.id));
    void onAdd(photo).finally(() =>
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(photo.id);
        return next;
      }),
    );
  };

  const typedTooShort = input.trim() !== '' && [...input.trim()].length < STOCK_MIN_CHARS;
  let status: string | null = null;
  if (typedTooShort || query.kind === 'too-short') {
    status = intl.formatMessage({ id: 'stock.minChars' }, { min: STOCK_MIN_CHARS });
  } else if (results && results.page > 0 && results.photos.length === 0) {
    status = intl.formatMessage({ id: 'stock.empty' }, { query: results.term });
  } else if (results && results.page > 0) {
    status =
      query.kind === 'suggested'
        ? intl.formatMessage({ id: 'stock.suggested' }, { query: results.term })
        : intl.formatMessage({ id: 'stock.results' }, { count: results.total, query: results.term });
  }

  return (
    <section className="stock-panel" aria-labelledby={headingId}>
      <h3 id={headingId} className="images-tab__heading">
        {intl.formatMessage({ id: 'stock.title' })}
      </h3>
      <HintCard hint="stock" messageId="stock.hint" />
      {/* The kit's field styling on react-aria's parts, so the input itself carries the test id. */}
      <TextField type="search" className="ui-field ui-text-field" value={input} onChange={setInput}>
        <Label className="ui-label">{intl.formatMessage({ id: 'stock.search' })}</Label>
        <Input
          className="ui-input"
          placeholder={intl.formatMessage({ id: 'stock.placeholder' })}
          data-testid="stock-search-input"
        />
      </TextField>
      <p className="stock-panel__status" role="status">
        {status}
      </p>
      <ul className="stock-results" data-testid="stock-results" aria-busy={loading || undefined}>
        {results?.photos.map((photo) => (
          <StockTile
            key={photo.id}
            photo={photo}
            busy={busy.has(photo.id)}
            disabled={disabled}
            onAdd={() => add(photo)}
          />
        ))}
      </ul>
      {loading && (
        <Spinner className="stock-panel__loading" aria-label={intl.formatMessage({ id: 'common.loading' })} />
      )}
      {hasMore && !loading && (
        <div ref={sentinel} className="stock-panel__more">
          <Button variant="secondary" size="sm" onPress={loadMore}>
            {intl.formatMessage({ id: 'stock.loadMore' })}
          </Button>
        </div>
      )}
    </section>
  );
}
