import { affiliateResource } from './resources/affiliate';
import { albumsResource } from './resources/albums';
import { authResource } from './resources/auth';
import { catalogueResource } from './resources/catalogue';
import { filesResource } from './resources/files';
import { orderDocumentsResource } from './resources/order-documents';
import { ordersResource } from './resources/orders';
import { renderJobsResource } from './resources/render-jobs';
import { sharingResource } from './resources/sharing';
import { staffResource } from './resources/staff';
import { Transport, type ApiClientOptions, type RequestOptions } from './transport';

/**
 * Creates the client. Calls are grouped by resource (`client.albums.get(id)`, `client.invitations.create(...)`);
 * later features add a resource module under `resources/` and one line here.
 *
 * ```ts
 * const client = createApiClient({ baseUrl: '/api/v1', token: () => store.token, language: () => i18n.locale,
 *   onUnauthorized: () => store.logout() });
 * const album = await client.albums.get(albumId);
 * ```
 */
export function createApiClient(options: ApiClientOptions) {
  const transport = new Transport(options);
  const files = filesResource(transport, options.fetch);
  const catalogue = catalogueResource(transport);
  const sharing = sharingResource(transport);
  return {
    /** Replaces the bearer token (or its getter); null signs out. */
    setToken: (token: ApiClientOptions['token']) => transport.setToken(token),
    /** Replaces the Accept-Language (or its getter). */
    setLanguage: (language: ApiClientOptions['language']) => transport.setLanguage(language),
    /** A call the client has no method for yet: answers the `data` of the answer. */
    request: <T>(method: string, path: string, requestOptions?: RequestOptions) =>
      transport.request<T>(method, path, requestOptions),
    auth: authResource(transport),
    albums: albumsResource(transport),
    invitations: sharing.invitations,
    associations: sharing.associations,
    blueprints: catalogue.blueprints,
    presets: catalogue.presets,
    organizations: catalogue.organizations,
    stock: catalogue.stock,
    uploads: files.uploads,
    images: files.images,
    stickerUploads: files.stickerUploads,
    renderJobs: renderJobsResource(transport),
    staff: staffResource(transport),
    affiliate: affiliateResource(transport),
    orderDocuments: orderDocumentsResource(transport),
    orders: ordersResource(transport),
  };
}

/** The API client: one object per resource (`client.albums`, `client.uploads`, …). */
export type ApiClient = ReturnType<typeof createApiClient>;
