/**
 * The album's render jobs, listed again every 5 s while the panel is open (section 9), with start and delete. A
 * start also answers a render token of the album, kept for the render URL; without a recent one the hook asks the
 * server for a token of its own (`POST /albums/:id/render_token`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RenderJobAnswer, RenderJobCreated, RenderJobInput } from '@album/api-client';
import { useServices } from '../../app/services';

/** Section 9: render jobs are polled every 5 s. */
export const RENDER_JOBS_POLL_MS = 5000;

/**
 * How long a job start's token counts as recent. Its answer carries no expiry; the server's tokens live far longer
 * (a day), so an hour keeps a copied URL usable for long after the copy.
 */
export const RECENT_JOB_TOKEN_MS = 3600_000;

/** An issued token is not reused this close to its expiry, so a copied URL still works for a while. */
export const TOKEN_EXPIRY_MARGIN_MS = 3600_000;

interface HeldToken {
  value: string;
  /** Epoch milliseconds after which the token is not reused. */
  usableUntil: number;
}

export interface UseRenderJobs {
  /** Newest first; null until the first answer. */
  jobs: RenderJobAnswer[] | null;
  /** The last listing failed (the list keeps what it had). */
  failed: boolean;
  /**
   * A render token of the album for the render URL: the one of a recent start or an earlier issue, else a new one
   * from the server (admins only; rejects with its ApiError).
   */
  renderToken(): Promise<string>;
  start(settings: RenderJobInput): Promise<RenderJobCreated>;
  remove(id: string): Promise<void>;
  refresh(): Promise<void>;
}

export function useRenderJobs(albumId: string, pollMs = RENDER_JOBS_POLL_MS): UseRenderJobs {
  const { api } = useServices();
  const [jobs, setJobs] = useState<RenderJobAnswer[] | null>(null);
  const [failed, setFailed] = useState(false);
  // A ref, not state: the token shows nowhere, it only goes into the copied URL.
  const held = useRef<HeldToken | null>(null);
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
        held.current = { value: created.meta.token, usableUntil: Date.now() + RECENT_JOB_TOKEN_MS };
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

  const renderToken = useCallback(async () => {
    const current = held.current;
    if (current && Date.now() < current.usableUntil) return current.value;
    const issued = await api.renderJobs.renderToken(albumId);
    held.current = {
      value: issued.render_token,
      usableUntil: Date.parse(issued.expires_at) - TOKEN_EXPIRY_MARGIN_MS,
    };
    return issued.render_token;
  }, [api, albumId]);

  // A token belongs to one album.
  useEffect(() => {
    held.current = null;
  }, [albumId]);

  return { jobs, failed, renderToken, start, remove, refresh };
}
