/**
 * The route table of the customer app: spec section 2 of the account specification ("Route table"), plus the
 * screens of the embedded sign-in. Public routes first, then the signed-in ones (signed-out visitors go to sign-in,
 * or sign-up where the route's `handle` says so, and come back afterwards), the admin-only `/dashboard` (a 404 page
 * for everyone else), and any other address redirects to `/start`. The workspace and the preview load lazily so
 * the start page and the sign-in screen stay small.
 */
import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { ConsentLayout } from '../consent/CookieBanner';
import { RouteErrorScreen } from '../errors/RouteErrorScreen';
import { ActivateScreen } from '../session/ActivateScreen';
import { OidcCallbackScreen } from '../session/OidcCallbackScreen';
import { RequireAdmin } from '../session/RequireAdmin';
import { RequireSession } from '../session/RequireSession';
import { ResetPasswordScreen } from '../session/ResetPasswordScreen';
import type { SessionHandle } from '../session/sign-in-target';
import { SignInScreen } from '../session/SignInScreen';
import { SignUpScreen } from '../session/SignUpScreen';
import { StartPage } from '../start/StartPage';
import { WorkspaceSkeleton } from '../workspace/WorkspaceSkeleton';
import { ServerPage } from './ServerPage';

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
const wizard = () => import('../wizard/WizardScreen').then((module) => ({ Component: module.WizardScreen }));
const wizardConfirm = () =>
  import('../wizard/WizardConfirmRoute').then((module) => ({ Component: module.WizardConfirmRoute }));
const blueprintPreview = () =>
  import('../blueprint-preview/BlueprintPreviewScreen').then((module) => ({
    Component: module.BlueprintPreviewScreen,
  }));
const profile = () =>
  import('../session/ProfileScreen').then((module) => ({ Component: module.ProfileScreen }));
const orders = () => import('../orders/OrdersScreen').then((module) => ({ Component: module.OrdersScreen }));
const order = () => import('../orders/OrderScreen').then((module) => ({ Component: module.OrderScreen }));
const dashboard = () =>
  import('../dashboard/DashboardScreen').then((module) => ({ Component: module.DashboardScreen }));
const affiliate = () =>
  import('../affiliate/AffiliateScreen').then((module) => ({ Component: module.AffiliateScreen }));

/** Where pages without a screen of their own send the user: the start page, as the spec does for unknown paths. */
const toStart = <Navigate to="/start" replace />;

const signUpHint: SessionHandle = { signUpHint: true };

export const routes: RouteObject[] = [
  {
    // Errors inside any route (a render, a chunk that fails to load) bubble to here: the app's error screen,
    // reported, instead of React Router's stack-trace page.
    ErrorBoundary: RouteErrorScreen,
    // The cookie consent banner, on every page but inside an album, until the user chose.
    Component: ConsentLayout,
    children: [
      // Public: the embedded sign-in's screens.
      { path: '/sign-in', Component: SignInScreen },
      { path: '/sign-up', Component: SignUpScreen },
      { path: '/reset-password', Component: ResetPasswordScreen },
      // Where an OpenID Connect provider sends the browser back after signing in (session/oidc-flow.ts).
      { path: '/auth/callback', Component: OidcCallbackScreen },
      // Public pages of the spec's table.
      { path: '/render/*', Component: ServerPage },
      { path: '/s/:token', Component: ServerPage },
      { path: '/album/:albumId/preview/:previewToken', lazy: preview, HydrateFallback: WorkspaceSkeleton },
      { path: '/invitations/:token/accept', lazy: invitationAccept },
      { path: '/blueprint_preview', lazy: blueprintPreview },
      // The partner page: public, keyed by the partner's token in the address (admins also manage partners there).
      { path: '/affiliate', lazy: affiliate },
      // The creation wizard: login is not forced (spec 001 route table); creating asks for an account.
      { path: '/album/new/:key?', lazy: wizard },
      {
        Component: RequireSession,
        children: [
          // The invitee most likely has no account yet: sign-up first, with the invited address prefilled.
          {
            path: '/invitations/:token/confirm',
            handle: { signUpHint: true, prefillEmail: true },
            lazy: invitationConfirm,
          },
          { path: '/', Component: StartPage },
          { path: '/start', Component: StartPage },
          // Creates the album from the saved wizard state after sign-up (someone finishing the wizard most likely
          // has no account yet); without a saved state it sends the user to /start.
          { path: '/album/new/confirm', handle: signUpHint, lazy: wizardConfirm },
          { path: '/profile/activate', Component: ActivateScreen },
          { path: '/profile/*', lazy: profile },
          { path: '/orders', lazy: orders },
          { path: '/orders/:id', lazy: order },
          {
            path: '/album/:albumId/:key?/:childKey?/:childChildKey?',
            lazy: workspace,
            HydrateFallback: WorkspaceSkeleton,
          },
          {
            Component: RequireAdmin,
            children: [{ path: '/dashboard', lazy: dashboard }],
          },
        ],
      },
      { path: '*', element: toStart },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
