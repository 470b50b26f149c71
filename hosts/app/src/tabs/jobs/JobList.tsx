/**
 * The album's render jobs, newest first: what each renders, its state with progress, the download once the file
 * is there, why it failed, and delete (after a confirmation).
 */
import { formatExportRange } from '@album/editor-core';
import type { RenderJobAnswer } from '@album/api-client';
import { useIntl } from '@album/i18n';
import { Badge, Button, EmptyState, ProgressBar, Skeleton } from '@album/ui';
import type { BadgeTone } from '@album/ui';

const STATE_TONES: Readonly<Record<RenderJobAnswer['state'], BadgeTone>> = {
  queued: 'neutral',
  working: 'info',
  exists: 'success',
  finished: 'success',
  error: 'danger',
};

export interface JobListProps {
  jobs: RenderJobAnswer[] | null;
  failed: boolean;
  onDelete(job: RenderJobAnswer): void;
}

export function JobList({ jobs, failed, onDelete }: JobListProps) {
  const intl = useIntl();
  if (jobs === null) {
    return failed ? (
      <p role="alert" className="jobs-panel__error">
        {intl.formatMessage({ id: 'jobs.list.failed' })}
      </p>
    ) : (
      <Skeleton shape="rect" height={64} />
    );
  }
  return (
    <>
      {failed && (
        <p role="alert" className="jobs-panel__error">
          {intl.formatMessage({ id: 'jobs.list.failed' })}
        </p>
      )}
      {jobs.length === 0 ? (
        <EmptyState headingLevel={4} title={intl.formatMessage({ id: 'jobs.list.empty' })} />
      ) : (
        <ul className="jobs-list">
          {jobs.map((job) => (
            <JobRow key={job.id} job={job} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </>
  );
}

function JobRow({ job, onDelete }: { job: RenderJobAnswer; onDelete(job: RenderJobAnswer): void }) {
  const intl = useIntl();
  const { params } = job;
  const summary = intl.formatMessage(
    { id: 'jobs.row.summary' },
    {
      mode: intl.formatMessage({ id: `jobs.mode.${params.mode}` }),
      format: params.format.toUpperCase(),
      dpi: params.dpi,
    },
  );
  const running = job.state === 'queued' || job.state === 'working';
  const details = [
    intl.formatDate(job.created_at, { dateStyle: 'short', timeStyle: 'short' }),
    params.range.length > 0
      ? intl.formatMessage({ id: 'jobs.row.range' }, { range: formatExportRange(params.range) })
      : null,
    job.pages !== null ? intl.formatMessage({ id: 'jobs.row.pages' }, { count: job.pages }) : null,
  ].filter((part): part is string => part !== null);

  return (
    <li className="jobs-list__row" data-testid="job-row" data-state={job.state}>
      <div className="jobs-list__head">
        <span className="jobs-list__summary">{summary}</span>
        <Badge tone={STATE_TONES[job.state]}>{intl.formatMessage({ id: `jobs.state.${job.state}` })}</Badge>
      </div>
      <p className="jobs-list__details">{details.join(' · ')}</p>
      {running && (
        <ProgressBar
          data-testid="job-progress"
          label={intl.formatMessage({ id: 'jobs.progress' })}
          value={job.progress}
          isIndeterminate={job.state === 'queued'}
        />
      )}
      {job.state === 'error' && (
        <p className="jobs-panel__error">
          {intl.formatMessage({
            id: job.error_code && intl.messages[job.error_code] ? job.error_code : 'renderJob.error.failed',
          })}
        </p>
      )}
      <div className="jobs-list__actions">
        {job.file_url && (
          <a
            className="jobs-list__download"
            data-testid="job-download"
            href={job.file_url}
            download={job.file_name ?? true}
          >
            {intl.formatMessage({ id: 'jobs.download' })}
          </a>
        )}
        <Button size="sm" variant="ghost" data-testid="job-delete" onPress={() => onDelete(job)}>
          {intl.formatMessage({ id: 'jobs.delete' })}
        </Button>
      </div>
    </li>
  );
}
