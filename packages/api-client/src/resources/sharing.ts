import type { Transport } from '../transport';
import type { Association, Invitation, InvitationLanding } from '../wire';

/** Invitations and album users. */
export function sharingResource(t: Transport) {
  return {
    invitations: {
      /** `GET /albums/:id/invitations`: pending invitations. */
      list: async (albumId: string) =>
        (
          await t.request<{ invitations: Invitation[] }>(
            'GET',
            `/albums/${encodeURIComponent(albumId)}/invitations`,
          )
        ).invitations,
      /** `POST /albums/:id/invitations` (owner). */
      create: async (albumId: string, email: string) =>
        (
          await t.request<{ invitation: Invitation }>(
            'POST',
            `/albums/${encodeURIComponent(albumId)}/invitations`,
            {
              body: { email },
            },
          )
        ).invitation,
      /** `DELETE /invitations/:id` (owner). */
      delete: (id: string) => t.request<void>('DELETE', `/invitations/${encodeURIComponent(id)}`),
      /** `GET /public/invitations/:token`: the landing page. */
      landing: async (token: string) =>
        (
          await t.request<{ invitation: InvitationLanding }>(
            'GET',
            `/public/invitations/${encodeURIComponent(token)}`,
            {
              anonymous: true,
            },
          )
        ).invitation,
      /** `POST /invitations/:token/confirm`: the signed-in user joins the album; answers its id. */
      confirm: async (token: string) =>
        (await t.request<{ album_id: string }>('POST', `/invitations/${encodeURIComponent(token)}/confirm`))
          .album_id,
    },
    associations: {
      /** `GET /albums/:id/associations`: the owner and the collaborators. */
      list: async (albumId: string) =>
        (
          await t.request<{ associations: Association[] }>(
            'GET',
            `/albums/${encodeURIComponent(albumId)}/associations`,
          )
        ).associations,
      /** `DELETE /associations/:id` (owner; never the owner's own). */
      delete: (id: string) => t.request<void>('DELETE', `/associations/${encodeURIComponent(id)}`),
    },
  };
}
