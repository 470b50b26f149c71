/**
 * The layouts tab (spec section 2): a dismissible hint and the blueprint's spreads as pictures; pressing one puts it
 * on the current page, after a confirmation when that page has content (spec section 5). One undo step.
 */
import { useCallback } from 'react';
import { FormattedMessage, useIntl, useProblemFormatter } from '@album/i18n';
import { Button, EmptyState, IconButton, CloseIcon, Skeleton, SkeletonGroup } from '@album/ui';
import { useAlbumSession } from '../../album/album-session';
import { useServices } from '../../app/services';
import { useConfirm } from '../../dialogs/confirm';
import { SpreadControls } from '../../spreads/SpreadControls';
import { useNotify } from '../../toasts/use-notify';
import type { TabPanelProps } from '../../workspace/TabPanelContent';
import { applyLayout } from './apply-layout';
import { layoutsForPages } from './blueprint-layouts';
import type { Layout } from './blueprint-layouts';
import { LayoutItem } from './LayoutItem';
import { useAlbumLook } from './use-album-look';
import { useBlueprintLayouts } from './use-blueprint-layouts';
import { useCurrentSpread } from './use-current-spread';
import { useDismissibleHint } from './use-dismissible-hint';
import './layouts.css';

const SKELETON_ITEMS = 6;

export function LayoutsTab(_props: TabPanelProps) {
  const intl = useIntl();
  const problems = useProblemFormatter();
  const notify = useNotify();
  const confirm = useConfirm();
  const { analytics } = useServices();
  const { editor, mode } = useAlbumSession();
  const { state, retry } = useBlueprintLayouts();
  const hint = useDismissibleHint('layouts');
  const look = useAlbumLook();
  const spread = useCurrentSpread();
  const readOnly = mode === 'preview';

  const apply = useCallback(
    async (layout: Layout) => {
      if (!spread) return;
      const result = await applyLayout(editor, spread.id, layout, () =>
        confirm({
          titleId: 'layouts.apply.confirm.title',
          messageId: 'layouts.apply.confirm.body',
          confirmId: 'layouts.apply.confirm.action',
          danger: true,
        }),
      );
      if (result.ok) {
        analytics.track('Spread Updated', { source: 'layout', pages: layout.pages });
        notify('info', { id: 'layouts.applied', values: { page: spread.label } });
      } else if (result.reason !== 'cancelled') {
        notify('error', { text: problems.refusal(result.reason) });
      }
    },
    [analytics, confirm, editor, notify, problems, spread],
  );

  return (
    <div className="tab-panel layouts-tab">
      <h2 className="tab-panel__title">
        <FormattedMessage id="tabs.layouts" />
      </h2>
      {hint.visible && (
        <div className="layouts-tab__hint" role="note">
          <p>
            <FormattedMessage id="layouts.hint" />
          </p>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={intl.formatMessage({ id: 'common.dismiss' })}
            icon={<CloseIcon />}
            onPress={hint.dismiss}
          />
        </div>
      )}
      {spread && (
        <p className="layouts-tab__target" data-testid="layout-target">
          <FormattedMessage id="layouts.target" values={{ page: spread.label }} />
        </p>
      )}
      {!readOnly && <SpreadControls placement="bottom" labelled />}
      {state.status === 'loading' && (
        <SkeletonGroup
          aria-label={intl.formatMessage({ id: 'common.loading' })}
          className="layouts-tab__grid"
        >
          {Array.from({ length: SKELETON_ITEMS }, (_, i) => (
            <Skeleton key={i} className="layouts-tab__picture layouts-tab__picture--loading" />
          ))}
        </SkeletonGroup>
      )}
      {state.status === 'error' && (
        <EmptyState
          headingLevel={3}
          title={intl.formatMessage({ id: 'layouts.loadError' })}
          action={<Button onPress={retry}>{intl.formatMessage({ id: 'common.retry' })}</Button>}
        />
      )}
      {state.status === 'ready' && (
        <LayoutList
          layouts={layoutsForPages(state.layouts, spread?.frame.pages ?? null)}
          blueprintId={state.blueprintId}
          isDisabled={readOnly || !spread}
          look={look}
          onApply={(layout) => void apply(layout)}
        />
      )}
    </div>
  );
}

function LayoutList({
  layouts,
  ...item
}: {
  layouts: Layout[];
  blueprintId: string | null;
  isDisabled: boolean;
  look: ReturnType<typeof useAlbumLook>;
  onApply(layout: Layout): void;
}) {
  const intl = useIntl();
  if (layouts.length === 0) {
    return <EmptyState headingLevel={3} title={intl.formatMessage({ id: 'layouts.empty' })} />;
  }
  return (
    <ul className="layouts-tab__grid" aria-label={intl.formatMessage({ id: 'tabs.layouts' })}>
      {layouts.map((layout) => (
        <LayoutItem key={layout.id} layout={layout} {...item} />
      ))}
    </ul>
  );
}
