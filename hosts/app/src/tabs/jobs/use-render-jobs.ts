/**
 * The album's render jobs, listed again every 5 s while the panel is open (section 9), with start and delete. A
 * start also answers a render token of the album, kept for the render URL.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RenderJobAnswer, RenderJobCreated, RenderJobInput } from '@album/api-client';
import { useServices } from '../../app/services';

/** Section 9: render jobs are polled every 5 s. */
export const RENDER_JOBS_POLL_MS = 5000;

export interface UseRenderJobs {
  /** Newest first; null until the first answer. */
  jobs: RenderJobAnswer[] | null;
  /** The last listing failed (the list keeps what it had). */
  failed: boolean;
  /** A render token of the album from the last start, for the render URL; null before any start. */
  token: string | null;
  start(settings: RenderJobInput): Promise<RenderJobCreated>;
  remove(id: string): Promise<void>;
  refresh(): Promise<void>;
}

export function useRenderJobs(albumId: string, pollMs = RENDER_JOBS_POLL_MS): UseRenderJobs {
  const { api } = useServices();
  const [jobs, setJobs] = useState<RenderJobAnswer[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const alive = useRef(true);

  const refresh = useCallback(async () => {
    try {
      const listed = await api.renderJobs.list(albumId);
      if (!alive.current) return;
      setJobs(listed);
      setFailed(false);
    } catch {
      if (alive.current) setFailed(true);
    }
  }, [api, albumId]);

  useEffect(() => {
    alive.current = true;
    void refresh();
    const timer = setInterval(() => void refresh(), pollMs);
    return () => {
      alive.current = false;
      clearInterval(timer);
    };
  }, [refresh, pollMs]);

  const start = useCallback(
    async (settings: RenderJobInput) => {
      const created = await api.renderJobs.create(albumId, settings);
      if (alive.current) {
        setToken(created.meta.token);
        // A new job shows at once; an existing one (same settings, same album version) keeps its place.
        setJobs((previous) => {
          const rest = (previous ?? []).filter((job) => job.id !== created.render_job.id);
          return created.render_job.state === 'exists'
            ? (previous ?? [created.render_job])
            : [created.render_job, ...rest];
        });
      }
      return created;
    },
    [api, albumId],
  );

  const remove = useCallback(
    async (id: string) => {
      await api.renderJobs.delete(id);
      if (alive.current) setJobs((previous) => (previous ?? []).filter((job) => job.id !== id));
    },
    [api],
  );

  return { jobs, failed, token, start, remove, refresh };
}
