import type { Transport } from '../transport';
import type {
  Album,
  AlbumPatch,
  AlbumSummary,
  Checkout,
  CheckoutQuery,
  CreateAlbumInput,
  DocumentSave,
  DocumentSaved,
  OnboardingState,
  PricedCheckout,
} from '../wire';

const path = (id: string) => `/albums/${encodeURIComponent(id)}`;

/** Albums of both specifications. */
export function albumsResource(t: Transport) {
  return {
    /** `GET /albums`: own and shared albums, without content. */
    list: async () => (await t.request<{ albums: AlbumSummary[] }>('GET', '/albums')).albums,
    /** `POST /albums`: from the wizard state (a blueprint, edits, organisation). */
    create: async (input: CreateAlbumInput) =>
      (await t.request<{ album: Album }>('POST', '/albums', { body: input })).album,
    /** `GET /albums/:id`. */
    get: async (id: string) => (await t.request<{ album: Album }>('GET', path(id))).album,
    /** `GET /albums/:id/preview`, signed in or with the preview token of the link. */
    preview: async (id: string, previewToken?: string) =>
      (
        await t.request<{ album: Album }>('GET', `${path(id)}/preview`, {
          ...(previewToken ? { query: { preview_token: previewToken }, anonymous: true } : {}),
        })
      ).album,
    /** `GET /public/album_previews/:token`. */
    publicPreview: async (token: string) =>
      (
        await t.request<{ album: Album }>('GET', `/public/album_previews/${encodeURIComponent(token)}`, {
          anonymous: true,
        })
      ).album,
    /** `GET /albums/:id/render_data` with the `X-Render-Token` of a render job. */
    renderData: async (id: string, renderToken: string) =>
      (
        await t.request<{ album: Album }>('GET', `${path(id)}/render_data`, {
          headers: { 'x-render-token': renderToken },
          anonymous: true,
        })
      ).album,
    /** `PATCH /albums/:id`: title and release date, fonts, locked, sticker link settings, notifications, language. */
    update: async (id: string, patch: AlbumPatch) =>
      (await t.request<{ album: Album }>('PATCH', path(id), { body: patch })).album,
    /** `DELETE /albums/:id` (owner). */
    delete: (id: string) => t.request<void>('DELETE', path(id)),
    /** `PATCH /albums/:id/rotate_album_preview_url_token`: a new preview link; the old one stops working. */
    rotatePreviewToken: async (id: string) =>
      (await t.request<{ album_preview_path: string }>('PATCH', `${path(id)}/rotate_album_preview_url_token`))
        .album_preview_path,
    /** `GET /albums/:id/onboarding_state`. */
    onboardingState: async (id: string) =>
      (await t.request<{ onboarding_state: OnboardingState }>('GET', `${path(id)}/onboarding_state`))
        .onboarding_state,
    /**
     * `GET /albums/:id/sync_endpoint`: the sync WebSocket URLs for this album, best first (with several server
     * nodes, the album's owner node by rendezvous hash, then the others for failover).
     */
    syncEndpoints: async (id: string) =>
      (await t.request<{ endpoint: string; endpoints: string[] }>('GET', `${path(id)}/sync_endpoint`))
        .endpoints,
    /** `PUT /albums/:id/document`: saves the content if `version` is still current (else ApiError 409). */
    saveDocument: (id: string, save: DocumentSave) =>
      t.request<DocumentSaved>('PUT', `${path(id)}/document`, { body: save }),
    /** `GET /albums/:id/checkout`: preflight messages (the editor asks with 50 albums and DE). */
    checkout: async (id: string, query: CheckoutQuery = { no_albums: 50, country_code: 'DE' }) => {
      const { order_features, ...rest } = query;
      return (
        await t.request<{ checkout: Checkout }>('GET', `${path(id)}/checkout`, {
          query: { ...rest, ...(order_features ? { order_features } : {}) },
        })
      ).checkout;
    },
    /**
     * `GET /albums/:id/checkout` with its prices: line items, net, tax, gross, the voucher's status, the estimated
     * delivery date and the features the order may add (ApiError 400 with field `no_albums` outside the category's
     * range).
     */
    pricedCheckout: async (id: string, query: CheckoutQuery = {}) => {
      const { order_features, ...rest } = query;
      return (
        await t.request<{ checkout: PricedCheckout }>('GET', `${path(id)}/checkout`, {
          query: { ...rest, ...(order_features ? { order_features } : {}) },
        })
      ).checkout;
    },
  };
}
