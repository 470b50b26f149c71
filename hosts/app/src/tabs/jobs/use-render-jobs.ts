/**
 * The album's render jobs through TanStack Query: listed again every 5 s while the panel is open (section 9), with
 * start and delete as mutations that update the cached list at once and have the next listing confirm it. A start
 * also answers a render token of the album, kept for the render URL; without a recent one the hook asks the server
 * for a token of its own (`POST /albums/:id/render_token`).
 */
import { useCallback, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** The cache key of an album's render jobs. */
export const renderJobsKey = (albumId: string) => ['albums', albumId, 'render-jobs'] as const;

interface HeldToken {
  albumId: string;
  value: string;
  /** Epoch milliseconds after which the token is not reused. */
  usableUntil: number;
}

export interface UseRenderJobs {
  /** Newest first; null until the first answer. */
  jobs: RenderJobAnswer[] | null;
  /** The last listing failed (the list keeps what it had; the next period tries again). */
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

/** The list with a started job: a new one first, an existing one (same settings and version) where it was. */
export function withStartedJob(
  jobs: readonly RenderJobAnswer[] | undefined,
  created: RenderJobAnswer,
): RenderJobAnswer[] {
  if (created.state === 'exists') return jobs ? [...jobs] : [created];
  return [created, ...(jobs ?? []).filter((job) => job.id !== created.id)];
}

/** The album's render jobs, polled every `pollMs` while mounted, with start, delete and the render token. */
export function useRenderJobs(albumId: string, pollMs = RENDER_JOBS_POLL_MS): UseRenderJobs {
  const { api } = useServices();
  const client = useQueryClient();
  const key = renderJobsKey(albumId);
  // A ref, not state: the token shows nowhere, it only goes into the copied URL.
  const held = useRef<HeldToken | null>(null);

  const list = useQuery({
    queryKey: key,
    queryFn: () => api.renderJobs.list(albumId),
    refetchInterval: pollMs,
    // Polling is the retry: a failed listing is tried again in 5 s, the list keeping what it had meanwhile.
    retry: false,
  });

  const started = useMutation({
    mutationFn: (settings: RenderJobInput) => api.renderJobs.create(albumId, settings),
    onSuccess: (created) => {
      held.current = { albumId, value: created.meta.token, usableUntil: Date.now() + RECENT_JOB_TOKEN_MS };
      client.setQueryData<RenderJobAnswer[]>(key, (jobs) => withStartedJob(jobs, created.render_job));
    },
  });

  const removed = useMutation({
    mutationFn: (id: string) => api.renderJobs.delete(id),
    onSuccess: (_answer, id) =>
      client.setQueryData<RenderJobAnswer[]>(key, (jobs) => jobs?.filter((job) => job.id !== id)),
  });

  const renderToken = useCallback(async () => {
    const current = held.current;
    // A token belongs to one album.
    if (current && current.albumId === albumId && Date.now() < current.usableUntil) return current.value;
    const issued = await api.renderJobs.renderToken(albumId);
    held.current = {
      albumId,
      value: issued.render_token,
      usableUntil: Date.parse(issued.expires_at) - TOKEN_EXPIRY_MARGIN_MS,
    };
    return issued.render_token;
  }, [api, albumId]);

  const { mutateAsync: start } = started;
  const { mutateAsync: remove } = removed;
  const { refetch } = list;
  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  return {
    jobs: list.data ?? null,
    // The list shown is the last good one; `failed` says the latest listing did not arrive.
    failed: list.isError,
    renderToken,
    start,
    remove,
    refresh,
  };
}
