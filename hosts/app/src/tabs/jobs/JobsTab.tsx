/**
 * The jobs (export) panel of admins (editor specification section 2): the export form with presets, the preflight
 * statistics, the render URL, the start button, the album's render jobs (polled every 5 s) with download and
 * delete, and the fonts and settings cards.
 */
import { useMemo, useState } from 'react';
import { ApiError } from '@album/api-client';
import type { RenderJobAnswer } from '@album/api-client';
import { useSpread } from '@album/editor-react';
import { useIntl, useProblemFormatter } from '@album/i18n';
import { Button, Card } from '@album/ui';
import { useAlbumSession } from '../../album/album-session';
import { useServices } from '../../app/services';
import { useConfirm } from '../../dialogs/confirm';
import { useNotify } from '../../toasts/use-notify';
import type { TabPanelProps } from '../../workspace/TabPanelContent';
import { ExportForm } from './ExportForm';
import { DEFAULT_PRESET, followCurrentSpread, formForPreset, jobInputOf } from './export-form';
import { FontsCard } from './FontsCard';
import { JobList } from './JobList';
import { PreflightStats } from './PreflightStats';
import { renderUrl } from './render-url';
import { SettingsCard } from './SettingsCard';
import { useCheckout } from './use-checkout';
import { useRenderJobs } from './use-render-jobs';
import './jobs.css';

export function JobsTab(_props: TabPanelProps) {
  const { isAdmin } = useAlbumSession();
  // The tab shows for admins only; the panel also guards itself, the routes answer 403 to anyone else.
  if (!isAdmin) return null;
  return <JobsPanel />;
}

function JobsPanel() {
  const intl = useIntl();
  const problems = useProblemFormatter();
  const notify = useNotify();
  const confirm = useConfirm();
  const { apiBase } = useServices();
  const { albumId, album } = useAlbumSession();
  const checkout = useCheckout(albumId);
  const renderJobs = useRenderJobs(albumId);
  const { spread } = useSpread();
  const [form, setForm] = useState(() => formForPreset(DEFAULT_PRESET));
  const currentPages = spread?.pageNumbers ?? null;
  const changeForm = (next: typeof form) =>
    setForm((previous) => followCurrentSpread(previous, next, currentPages));
  const [starting, setStarting] = useState(false);
  const validation = useMemo(() => jobInputOf(form), [form]);

  const start = async () => {
    if (!validation.ok) return;
    setStarting(true);
    try {
      const created = await renderJobs.start(validation.value);
      notify('info', { id: created.render_job.state === 'exists' ? 'jobs.exists' : 'jobs.started' });
    } catch (caught) {
      notify('error', {
        text:
          caught instanceof ApiError
            ? problems.apiError({ code: caught.code })
            : intl.formatMessage({ id: 'error.generic' }),
      });
    } finally {
      setStarting(false);
    }
  };

  const [copying, setCopying] = useState(false);
  const copyRenderUrl = async () => {
    if (!validation.ok) return;
    setCopying(true);
    try {
      let token: string;
      try {
        token = await renderJobs.renderToken();
      } catch (caught) {
        notify('error', {
          text:
            caught instanceof ApiError
              ? problems.apiError({ code: caught.code })
              : intl.formatMessage({ id: 'error.generic' }),
        });
        return;
      }
      const url = renderUrl({
        albumId,
        origin: window.location.href,
        apiBase,
        token,
        settings: validation.value,
      });
      try {
        await navigator.clipboard.writeText(url);
        notify('info', { id: 'jobs.renderUrl.copied' });
      } catch {
        notify('error', { id: 'jobs.renderUrl.failed' });
      }
    } finally {
      setCopying(false);
    }
  };

  const remove = async (job: RenderJobAnswer) => {
    const sure = await confirm({
      titleId: 'jobs.delete.title',
      messageId: 'jobs.delete.message',
      confirmId: 'common.delete',
      danger: true,
    });
    if (!sure) return;
    try {
      await renderJobs.remove(job.id);
    } catch {
      notify('error', { id: 'error.generic' });
    }
  };

  return (
    <div className="jobs-panel" data-testid="jobs-panel">
      <Card title={intl.formatMessage({ id: 'jobs.form.title' })} headingLevel={3} className="jobs-card">
        <ExportForm form={form} onChange={changeForm} validation={validation} isDisabled={starting} />
        <div className="jobs-panel__actions">
          <Button
            variant="primary"
            data-testid="job-start"
            onPress={() => void start()}
            isDisabled={!validation.ok || starting}
          >
            {intl.formatMessage({ id: 'jobs.start' })}
          </Button>
          <Button
            variant="secondary"
            data-testid="render-url-copy"
            onPress={() => void copyRenderUrl()}
            isDisabled={!validation.ok || copying}
          >
            {intl.formatMessage({ id: 'jobs.renderUrl.copy' })}
          </Button>
        </div>
      </Card>
      <Card title={intl.formatMessage({ id: 'jobs.preflight.title' })} headingLevel={3} className="jobs-card">
        <PreflightStats state={checkout} />
      </Card>
      <Card title={intl.formatMessage({ id: 'jobs.list.title' })} headingLevel={3} className="jobs-card">
        <JobList jobs={renderJobs.jobs} failed={renderJobs.failed} onDelete={(job) => void remove(job)} />
      </Card>
      <FontsCard customFonts={album.custom_fonts ?? []} />
      <SettingsCard />
    </div>
  );
}
