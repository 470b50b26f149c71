/**
 * Routes of the customer app. The workspace is loaded lazily so the sign-in screen starts small; the album pages
 * follow spec section 2: `/album/:albumId` and `/album/:albumId/:key` (sidebar tab), plus the read-only preview link
 * `/album/:albumId/preview/:previewToken` that the server hands out as `albumPreviewPath`.
 */
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteErrorScreen } from '../errors/RouteErrorScreen';
import { RequireSession } from '../session/RequireSession';
import { SignInScreen } from '../session/SignInScreen';
import { HomeScreen } from './HomeScreen';
import { NotFoundScreen } from './NotFoundScreen';
import { WorkspaceSkeleton } from '../workspace/WorkspaceSkeleton';

const workspace = () =>
  import('../workspace/WorkspaceRoute').then((module) => ({ Component: module.WorkspaceRoute }));
const preview = () =>
  import('../workspace/PreviewRoute').then((module) => ({ Component: module.PreviewRoute }));
const invitationAccept = () =>
  import('../invitations/InvitationAcceptScreen').then((module) => ({
    Component: module.InvitationAcceptScreen,
  }));
const invitationConfirm = () =>
  import('../invitations/InvitationConfirmScreen').then((module) => ({
    Component: module.InvitationConfirmScreen,
  }));

export const routes: RouteObject[] = [
  {
    // Errors inside any route (a render, a chunk that fails to load) bubble to here: the app's error screen,
    // reported, instead of React Router's stack-trace page.
    ErrorBoundary: RouteErrorScreen,
    children: [
      { path: '/sign-in', Component: SignInScreen },
      { path: '/album/:albumId/preview/:previewToken', lazy: preview, HydrateFallback: WorkspaceSkeleton },
      { path: '/invitations/:token/accept', lazy: invitationAccept },
      {
        Component: RequireSession,
        children: [
          // The invitee most likely has no account yet: sign-up first, with the invited address prefilled.
          {
            path: '/invitations/:token/confirm',
            handle: { signUpHint: true, prefillEmail: true },
            lazy: invitationConfirm,
          },
          { path: '/', Component: HomeScreen },
          { path: '/album/:albumId/:key?/:childKey?', lazy: workspace, HydrateFallback: WorkspaceSkeleton },
        ],
      },
      { path: '*', Component: NotFoundScreen },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
