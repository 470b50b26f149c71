/**
 * `/album/new/:key?`: the album creation wizard (spec 001 sections 2 and 4). Login is not forced: a visitor picks a
 * blueprint, gives it colours and fonts and, for a business album without an organisation, the organisation's
 * data; the create button stores the state and goes to `/album/new/confirm` (query string kept), which creates the
 * album once signed in (or signed up). Progress is kept in localStorage per wizard key; coming back offers to
 * restore or discard it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useStore } from 'zustand';
import type { AlbumContent, Blueprint, OrganizationInput } from '@album/api-client';
import { DEFAULT_STICKER_TEMPLATE_SETTINGS } from '@album/editor-core';
import type { StickerTemplateSettings } from '@album/editor-core';
import { FormattedMessage, useIntl } from '@album/i18n';
import { AlertDialog, Button, Spinner } from '@album/ui';
import { useServices } from '../app/services';
import { ConfirmHost, useConfirm } from '../dialogs/confirm';
import { useApiProblem } from '../session/api-problem';
import { SiteFooter } from '../start/SiteFooter';
import { BlueprintPicker, type CategoryFilter } from './BlueprintPicker';
import { DataStep, EMPTY_ORGANIZATION } from './DataStep';
import { LookEditor } from './LookEditor';
import { StickerDesignPicker } from './StickerDesignPicker';
import { canAdvance, organizationComplete, wizardSteps } from './wizard-model';
import { WizardPreview } from './WizardPreview';
import {
  clearWizardState,
  loadWizardState,
  PENDING_WIZARD_KEY,
  saveWizardState,
  type WizardState,
} from './wizard-storage';
import './wizard.css';

const storage = (): Storage | undefined => globalThis.localStorage;

function stateOf(blueprint: Blueprint): WizardState {
  return {
    blueprintId: blueprint.id,
    blueprintCategory: blueprint.blueprint_category,
    workspace: blueprint.workspace,
    colors: blueprint.colors,
    fonts: blueprint.fonts,
    stickerTemplateSettings: stickerSettingsOf(blueprint),
    edited: false,
  };
}

/** The blueprint's sticker design settings; old blueprints name only the design's id. */
function stickerSettingsOf(blueprint: Blueprint): StickerTemplateSettings {
  return (
    blueprint.stickerTemplateSettings ?? {
      ...DEFAULT_STICKER_TEMPLATE_SETTINGS,
      id: blueprint.stickerTemplateId ?? DEFAULT_STICKER_TEMPLATE_SETTINGS.id,
    }
  );
}

function useBlueprint(id: string | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['blueprint', id],
    queryFn: () => api.blueprints.get(id!),
    enabled: id !== null,
    staleTime: Infinity,
  });
}

function Wizard() {
  const intl = useIntl();
  const problem = useApiProblem();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const location = useLocation();
  const { key } = useParams();
  const { api, session } = useServices();
  const queryClient = useQueryClient();
  const user = useStore(session, (current) => current.user);

  // A saved state of an earlier visit is offered once; the wizard starts empty until the user answers.
  const [saved, setSaved] = useState(() => loadWizardState(storage(), key));
  const [state, setState] = useState<WizardState | null>(null);
  const [organization, setOrganization] = useState<OrganizationInput>(EMPTY_ORGANIZATION);
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [stepIndex, setStepIndex] = useState(0);
  const [choosing, setChoosing] = useState(false);
  const [choosingError, setChoosingError] = useState<string | null>(null);

  const blueprints = useQuery({
    queryKey: ['blueprints', 'FULL'],
    queryFn: () => api.blueprints.list({ attributes: 'FULL' }),
  });
  const colorPresets = useQuery({ queryKey: ['presets', 'colors'], queryFn: () => api.presets.colors() });
  const fontPresets = useQuery({ queryKey: ['presets', 'fonts'], queryFn: () => api.presets.fonts() });
  // The list brings every blueprint's content; one missing from it (withdrawn since) is fetched alone.
  const listed = blueprints.data?.find((entry) => entry.id === state?.blueprintId);
  const fetched = useBlueprint(state && blueprints.isSuccess && !listed ? state.blueprintId : null);
  const blueprint = listed ?? fetched.data;

  useEffect(() => {
    if (state) saveWizardState(storage(), key, { ...state, organization });
  }, [state, organization, key]);

  const steps = wizardSteps(state?.blueprintCategory ?? null, (user?.organizations.length ?? 0) > 0);
  const step = steps[Math.min(stepIndex, steps.length - 1)]!;
  const last = stepIndex >= steps.length - 1;

  const stickerSettings = state?.stickerTemplateSettings ?? (blueprint ? stickerSettingsOf(blueprint) : null);
  const content = useMemo<AlbumContent | null>(
    () =>
      blueprint && state && stickerSettings
        ? {
            ...blueprint,
            workspace: state.workspace,
            colors: state.colors,
            fonts: state.fonts,
            stickerTemplateId: stickerSettings.id,
            stickerTemplateSettings: stickerSettings,
          }
        : null,
    [blueprint, state, stickerSettings],
  );

  const choose = async (id: string) => {
    if (id === state?.blueprintId) return;
    if (state?.edited) {
      const overwrite = await confirm({
        titleId: 'wizard.changeBlueprint.title',
        messageId: 'wizard.changeBlueprint.message',
        confirmId: 'wizard.changeBlueprint.confirm',
        danger: true,
      });
      if (!overwrite) return;
    }
    setChoosing(true);
    setChoosingError(null);
    try {
      // The list holds every blueprint's content already; the single fetch is for an id the list lacks.
      const chosen =
        blueprints.data?.find((entry) => entry.id === id) ??
        (await queryClient.fetchQuery<Blueprint>({
          queryKey: ['blueprint', id],
          queryFn: () => api.blueprints.get(id),
          staleTime: Infinity,
        }));
      setState(stateOf(chosen));
    } catch (error) {
      setChoosingError(problem(error));
    } finally {
      setChoosing(false);
    }
  };
  const create = () => {
    if (!state) return;
    const organizationStep = steps.includes('data');
    saveWizardState(storage(), PENDING_WIZARD_KEY, {
      ...state,
      organization: organizationStep ? organization : undefined,
    });
    void navigate(`/album/new/confirm${location.search}`);
  };

  const ready = canAdvance(state?.workspace) && (step !== 'data' || organizationComplete(organization));

  return (
    <div className="wizard">
      <header className="wizard__header">
        <h1 className="wizard__title">
          <FormattedMessage id="wizard.title" />
        </h1>
        {steps.length > 1 && (
          <span className="wizard__counter" data-testid="wizard-step-counter">
            <FormattedMessage
              id="wizard.stepCounter"
              values={{ current: stepIndex + 1, total: steps.length }}
            />
          </span>
        )}
      </header>
      <main className="wizard__main">
        <section className="wizard__controls" aria-labelledby="wizard-step-title">
          <h2 id="wizard-step-title" className="wizard__step-title">
            <FormattedMessage id={`wizard.step.${step}`} />
          </h2>
          {step === 'blueprints' ? (
            <>
              {blueprints.isError && (
                <p role="alert" className="wizard__error">
                  {problem(blueprints.error)}{' '}
                  <Button variant="secondary" size="sm" onPress={() => void blueprints.refetch()}>
                    <FormattedMessage id="common.retry" />
                  </Button>
                </p>
              )}
              {blueprints.isPending ? (
                <Spinner aria-label={intl.formatMessage({ id: 'common.loading' })} />
              ) : (
                <BlueprintPicker
                  blueprints={blueprints.data ?? []}
                  category={category}
                  onCategory={setCategory}
                  selected={state?.blueprintId ?? null}
                  onSelect={(id) => void choose(id)}
                />
              )}
              {choosingError && (
                <p role="alert" className="wizard__error">
                  {choosingError}
                </p>
              )}
              {state && (
                <LookEditor
                  colors={state.colors}
                  fonts={state.fonts}
                  colorPresets={colorPresets.data ?? []}
                  fontPresets={fontPresets.data ?? []}
                  onColors={(colors) => setState({ ...state, colors, edited: true })}
                  onFonts={(fonts) => setState({ ...state, fonts, edited: true })}
                />
              )}
              {state && stickerSettings && (
                <StickerDesignPicker
                  colors={state.colors}
                  fonts={state.fonts}
                  settings={stickerSettings}
                  onChange={(id) =>
                    setState({ ...state, stickerTemplateSettings: { ...stickerSettings, id }, edited: true })
                  }
                />
              )}
            </>
          ) : (
            <DataStep value={organization} onChange={setOrganization} />
          )}
        </section>
        <div className="wizard__preview" aria-busy={choosing || fetched.isFetching}>
          {content && state ? (
            <WizardPreview
              content={content}
              title={blueprint?.title ?? ''}
              cacheKey={JSON.stringify([state.blueprintId, state.colors, state.fonts, stickerSettings?.id])}
            />
          ) : (
            <p className="wizard__preview-empty">
              <FormattedMessage id="wizard.preview.none" />
            </p>
          )}
        </div>
      </main>
      <nav className="wizard__actions" aria-label={intl.formatMessage({ id: 'wizard.title' })}>
        {stepIndex > 0 && (
          <Button variant="secondary" onPress={() => setStepIndex(stepIndex - 1)}>
            <FormattedMessage id="common.back" />
          </Button>
        )}
        {last ? (
          <Button variant="primary" isDisabled={!ready} onPress={create} data-testid="wizard-create">
            <FormattedMessage id="wizard.create" />
          </Button>
        ) : (
          <Button variant="primary" isDisabled={!ready} onPress={() => setStepIndex(stepIndex + 1)}>
            <FormattedMessage id="common.next" />
          </Button>
        )}
      </nav>
      <SiteFooter />
      {saved && (
        <AlertDialog
          isOpen
          title={intl.formatMessage({ id: 'wizard.resume.title' })}
          confirmLabel={intl.formatMessage({ id: 'wizard.resume.restore' })}
          cancelLabel={intl.formatMessage({ id: 'wizard.resume.discard' })}
          onConfirm={() => {
            const { organization: restoredOrganization, ...restored } = saved;
            setState({ ...restored });
            if (restoredOrganization) setOrganization(restoredOrganization);
            setSaved(null);
          }}
          onCancel={() => {
            clearWizardState(storage(), key);
            setSaved(null);
          }}
        >
          {intl.formatMessage({ id: 'wizard.resume.message' })}
        </AlertDialog>
      )}
    </div>
  );
}

/** The wizard screen with its confirmation host (the blueprint change question). */
export function WizardScreen() {
  return (
    <ConfirmHost>
      <Wizard />
    </ConfirmHost>
  );
}
