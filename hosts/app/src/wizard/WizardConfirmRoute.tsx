/**
 * `/album/new/confirm` (spec 001 section 4): creates the album from the state the wizard's create button stored,
 * clears the stored wizard state, tracks the creation and opens the album. Without a stored state it goes to
 * `/start`. Signed-out visitors reach it only after sign-in or sign-up (the route asks for a session).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import type { CreateAlbumInput } from '@album/api-client';
import { FormattedMessage, useIntl } from '@album/i18n';
import { Spinner } from '@album/ui';
import { storedReferral } from '../analytics/referral';
import { useLanguage } from '../app/language';
import { useServices } from '../app/services';
import { useApiProblem } from '../session/api-problem';
import { AuthLayout } from '../session/AuthLayout';
import { ALBUMS_KEY } from '../start/queries';
import {
  clearAllWizardStates,
  loadWizardState,
  PENDING_WIZARD_KEY,
  type WizardState,
} from './wizard-storage';

const storage = (): Storage | undefined => globalThis.localStorage;

/** The `POST /albums` body of a wizard state. */
export function createInput(state: WizardState, language: CreateAlbumInput['album']): CreateAlbumInput {
  return {
    blueprint_id: state.blueprintId,
    blueprint_category: state.blueprintCategory,
    workspace: state.workspace,
    colors: state.colors,
    fonts: state.fonts,
    ...(state.stickerTemplateSettings
      ? {
          stickerTemplateId: state.stickerTemplateSettings.id,
          stickerTemplateSettings: state.stickerTemplateSettings,
        }
      : {}),
    ...(language ? { album: language } : {}),
    ...(state.organization ? { organization: state.organization } : {}),
    // A partner link the visitor came with (in the last 30 days) names the partner and its audience as `source`.
    analytics_metadata: { source: 'wizard', edited: state.edited, ...storedReferral(storage()) },
  };
}

export function WizardConfirmRoute() {
  const intl = useIntl();
  const problem = useApiProblem();
  const { api, analytics } = useServices();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [state] = useState(() => loadWizardState(storage(), PENDING_WIZARD_KEY));
  const create = useMutation({
    mutationFn: (pending: WizardState) => api.albums.create(createInput(pending, { language })),
    onSuccess: (_album, pending) => {
      clearAllWizardStates(storage());
      analytics.track('Album Created', {
        source: 'wizard',
        blueprint_category: pending.blueprintCategory,
        edited: pending.edited,
      });
      void queryClient.invalidateQueries({ queryKey: ALBUMS_KEY });
    },
  });
  // One album per visit: React's development double effect must not create a second one.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !state) return;
    started.current = true;
    create.mutate(state);
  }, [create, state]);

  if (!state) return <Navigate to="/start" replace />;
  if (create.data) return <Navigate to={`/album/${create.data.id}`} replace />;
  return (
    <AuthLayout>
      <section className="sign-in__form" aria-busy={!create.isError}>
        <h1>
          <FormattedMessage id="wizard.creating" />
        </h1>
        {create.isError ? (
          <>
            <p className="sign-in__error" role="alert">
              {problem(create.error)}
            </p>
            <Link to="/album/new">
              <FormattedMessage id="common.back" />
            </Link>
          </>
        ) : (
          <Spinner aria-label={intl.formatMessage({ id: 'wizard.creating' })} />
        )}
      </section>
    </AuthLayout>
  );
}
