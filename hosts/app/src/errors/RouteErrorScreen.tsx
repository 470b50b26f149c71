/**
 * The error screen for errors React Router catches (a route's render, its lazy chunk, a loader). React Router keeps
 * those from the app's `ErrorBoundary` and would show its own stack-trace page; this element shows the app's error
 * screen instead and reports the error, as the `ErrorBoundary` does for the rest of the app.
 */
import { useEffect } from 'react';
import { isRouteErrorResponse, useParams, useRouteError } from 'react-router';
import { useServices } from '../app/services';
import { ErrorScreen } from './ErrorScreen';

// A route error is reported once, even when the screen renders again or mounts twice (React's strict mode).
const reported = new WeakSet<object>();

/** Error responses (a thrown `Response` or `data()`) carry no `Error`: their status and text are the message. */
function routeErrorCause(error: unknown): unknown {
  if (!isRouteErrorResponse(error)) return error;
  return new Error(`${error.status} ${error.statusText}`.trim());
}

export function RouteErrorScreen() {
  const error = useRouteError();
  const { albumId } = useParams();
  const { reportError } = useServices();

  useEffect(() => {
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    reportError(routeErrorCause(error), albumId ? { albumId } : {});
  }, [error, albumId, reportError]);

  return <ErrorScreen error={routeErrorCause(error)} />;
}
