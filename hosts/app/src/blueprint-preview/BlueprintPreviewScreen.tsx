/**
 * `/blueprint_preview`: the public, read-only preview of a blueprint driven by its query (spec 001 section 2,
 * route table): the blueprint found by id or name, drawn spread after spread with the query's colours, fonts,
 * title, release date and sticker template. No blueprint found: the spec's message.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { fromNested } from '@album/editor-core';
import { useIntl } from '@album/i18n';
import { EmptyState, Spinner } from '@album/ui';
import { useApiProblem } from '../session/api-problem';
import { SiteFooter } from '../start/SiteFooter';
import { spreadIds, spreadPages } from '../wizard/wizard-model';
import { applyPreviewLook, previewMeta } from './preview-look';
import { parseBlueprintPreviewQuery } from './preview-query';
import { PreviewSpread } from './PreviewSpread';
import { usePreviewBlueprint } from './use-preview-blueprint';
import './blueprint-preview.css';

export function BlueprintPreviewScreen() {
  const intl = useIntl();
  const problem = useApiProblem();
  const [params] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => parseBlueprintPreviewQuery(search), [search]);
  const blueprint = usePreviewBlueprint(query.blueprintId, query.blueprintName);
  const found = blueprint.data;
  const doc = useMemo(() => (found ? fromNested(applyPreviewLook(found, query)) : null), [found, query]);
  const ids = useMemo(() => spreadIds(found?.workspace), [found]);
  const meta = found ? previewMeta(found.title, query) : null;

  let body;
  if (blueprint.isPending) {
    body = <Spinner aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  } else if (blueprint.isError) {
    body = (
      <p className="blueprint-preview__message" role="alert">
        {problem(blueprint.error)}
      </p>
    );
  } else if (!found || !doc || !meta) {
    body = (
      <div role="alert" className="blueprint-preview__message">
        <EmptyState
          headingLevel={2}
          title={intl.formatMessage({ id: 'error.generic' })}
          description={intl.formatMessage({ id: 'blueprintPreview.notFound' })}
        />
      </div>
    );
  } else {
    body = (
      <ol
        className="blueprint-preview__spreads"
        aria-label={intl.formatMessage({ id: 'blueprintPreview.spreads' })}
      >
        {ids.map((id, index) => (
          <li key={id} className="blueprint-preview__spread">
            <PreviewSpread
              doc={doc}
              meta={meta}
              cacheKey={search}
              spreadId={id}
              pages={spreadPages(index, ids.length)}
              position={index + 1}
              total={ids.length}
            />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="blueprint-preview">
      <main className="blueprint-preview__main">
        <h1 className="blueprint-preview__title">
          {meta?.title ?? intl.formatMessage({ id: 'blueprintPreview.heading' })}
        </h1>
        {body}
      </main>
      <SiteFooter />
    </div>
  );
}
