import type { Transport } from '../transport';
import type { RenderJobAnswer, RenderJobCreated, RenderJobInput, RenderToken } from '../wire';

/** Render (export) jobs of the jobs panel; admins only. */
export function renderJobsResource(t: Transport) {
  return {
    /**
     * `POST /exports/render_jobs`: starts a job, or answers the earlier job (state `exists`) when the same settings
     * were already rendered for the same album version. Answers the job and a render token for `/render`.
     */
    create: async (albumId: string, settings: RenderJobInput): Promise<RenderJobCreated> =>
      t.request<RenderJobCreated>('POST', '/exports/render_jobs', {
        body: { render_job: { params: { ...settings, album_id: albumId } } },
      }),
    /** `GET /render_jobs?album_id=`: the album's jobs, newest first (the panel polls it every 5 s). */
    list: async (albumId: string) =>
      (
        await t.request<{ render_jobs: RenderJobAnswer[] }>('GET', '/render_jobs', {
          query: { album_id: albumId },
        })
      ).render_jobs,
    /**
     * `POST /albums/:id/render_token`: a render token of the album for the `/render` URL without starting a job
     * (same token and lifetime as {@link create} answers). Admins only: 403 otherwise, 404 for an unknown album.
     */
    renderToken: (albumId: string) =>
      t.request<RenderToken>('POST', `/albums/${encodeURIComponent(albumId)}/render_token`),
    /** `DELETE /render_jobs/:id`: removes the job and its file (a running job stops). */
    delete: (id: string) => t.request<void>('DELETE', `/render_jobs/${encodeURIComponent(id)}`),
  };
}
