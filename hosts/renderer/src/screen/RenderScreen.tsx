/**
 * The /render screen: every output page of the render query, stacked as the printer gets them (trim, bleed, slug
 * and marks), each a `<canvas>` in a `<section data-page>`. No login: the render token of the query grants access.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from '@album/i18n';
import { disposeRenderResources } from '@album/render-canvaskit';
import { mediaSize, type OutputPage } from '@album/print/compose';
import type { RenderScreenSettings } from '../settings/render-settings';
import { failureOf, type RenderFailure, type RenderFailureKind } from '../render/failure';
import {
  prepareRender,
  renderPage,
  type PreparedRender,
  type RenderServices,
} from '../render/render-pipeline';
import { messages } from './messages';
import { signalRenderState } from './render-signal';

type ScreenState =
  | { status: 'loading' }
  | { status: 'drawing' | 'done'; prepared: PreparedRender }
  | { status: 'error'; failure: RenderFailure };

const FAILURE_MESSAGES: Readonly<Record<RenderFailureKind, (typeof messages)[keyof typeof messages]>> = {
  'incomplete-link': messages.incompleteLink,
  token: messages.token,
  'not-found': messages.notFound,
  failed: messages.failed,
};

export interface RenderScreenProps {
  settings: RenderScreenSettings;
  services: RenderServices;
}

function PageView({
  page,
  number,
  count,
  canvasRef,
}: {
  page: OutputPage;
  number: number;
  count: number;
  canvasRef: (canvas: HTMLCanvasElement | null) => void;
}): ReactNode {
  const intl = useIntl();
  const media = mediaSize(page);
  return (
    <section className="render-page" data-page={number} data-page-name={page.name}>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={intl.formatMessage({ id: 'render.page' }, { number, count, name: page.name })}
        // CSS millimetres: the page shows at its printed size whatever the canvas density.
        style={{ width: `${media.width}mm`, height: `${media.height}mm` }}
      />
    </section>
  );
}

export function RenderScreen({ settings, services }: RenderScreenProps): ReactNode {
  const intl = useIntl();
  const [state, setState] = useState<ScreenState>({ status: 'loading' });
  const canvases = useRef<Array<HTMLCanvasElement | null>>([]);

  useEffect(() => {
    let current = true;
    let prepared: PreparedRender | null = null;
    prepareRender(settings, services).then(
      (result) => {
        prepared = result;
        if (current) setState({ status: 'drawing', prepared: result });
        else disposeRenderResources(result.resources);
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', failure: failureOf(error) });
      },
    );
    return () => {
      current = false;
      if (prepared) disposeRenderResources(prepared.resources);
    };
  }, [settings, services]);

  const prepared = state.status === 'drawing' || state.status === 'done' ? state.prepared : null;
  useEffect(() => {
    if (!prepared || state.status !== 'drawing') return;
    let current = true;
    (async () => {
      const pages = prepared.composition.pages;
      // One page after the other: memory holds one page's images and one surface at a time.
      for (let i = 0; i < pages.length && current; i++) {
        const canvas = canvases.current[i];
        if (!canvas) throw new Error(`page ${i + 1} has no canvas`);
        await renderPage(prepared, pages[i]!, canvas, settings, services);
      }
    })().then(
      () => {
        if (current) setState({ status: 'done', prepared });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', failure: failureOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [prepared, state.status, settings, services]);

  useEffect(() => {
    if (state.status === 'done') signalRenderState('done', state.prepared.composition.pages.length);
    else if (state.status === 'error') signalRenderState('error');
    else signalRenderState('loading');
  }, [state]);

  const pages = useMemo(() => prepared?.composition.pages ?? [], [prepared]);
  return (
    <main className="render-screen" aria-busy={state.status === 'loading' || state.status === 'drawing'}>
      <h1 className="render-title">{intl.formatMessage(messages.title)}</h1>
      {state.status === 'loading' && <p className="render-status">{intl.formatMessage(messages.loading)}</p>}
      {state.status === 'error' && (
        <div className="render-error" role="alert" data-failure={state.failure.kind}>
          <p>{intl.formatMessage(FAILURE_MESSAGES[state.failure.kind])}</p>
          <p className="render-error-detail">{state.failure.message}</p>
        </div>
      )}
      {state.status === 'done' && pages.length === 0 && (
        <p className="render-status">{intl.formatMessage(messages.nothingToPrint)}</p>
      )}
      {state.status !== 'error' &&
        pages.map((page, i) => (
          <PageView
            key={page.name}
            page={page}
            number={i + 1}
            count={pages.length}
            canvasRef={(canvas) => {
              canvases.current[i] = canvas;
            }}
          />
        ))}
    </main>
  );
}
