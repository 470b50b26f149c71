import type { Transport } from '../transport';
import type {
  AlbumCategory,
  Blueprint,
  BlueprintSummary,
  ColorPreset,
  FontPreset,
  Organization,
  StockPhoto,
  StockSearchPage,
} from '../wire';

/** Blueprints, presets, organisations and stock photos: what the wizard and the styles panel read. */
export function catalogueResource(t: Transport) {
  function listBlueprints(query?: { q?: string; category?: AlbumCategory }): Promise<BlueprintSummary[]>;
  function listBlueprints(query: {
    q?: string;
    category?: AlbumCategory;
    attributes: 'FULL';
  }): Promise<Blueprint[]>;
  async function listBlueprints(query: { q?: string; category?: AlbumCategory; attributes?: 'FULL' } = {}) {
    return (
      await t.request<{ blueprints: BlueprintSummary[] }>('GET', '/blueprints', { query, anonymous: true })
    ).blueprints;
  }
  return {
    blueprints: {
      /** `GET /blueprints`, `?q=name` searches titles, `attributes: 'FULL'` adds the content. */
      list: listBlueprints,
      /** `GET /blueprints/:id`. */
      get: async (id: string) =>
        (
          await t.request<{ blueprint: Blueprint }>('GET', `/blueprints/${encodeURIComponent(id)}`, {
            anonymous: true,
          })
        ).blueprint,
    },
    presets: {
      /** `GET /presets/colors`: 8 presets of 5 colours. */
      colors: async () =>
        (await t.request<{ color_presets: ColorPreset[] }>('GET', '/presets/colors')).color_presets,
      /** `GET /presets/fonts`: 10 presets. */
      fonts: async () =>
        (await t.request<{ font_presets: FontPreset[] }>('GET', '/presets/fonts')).font_presets,
    },
    /** `GET /organizations`: the signed-in user's organisations. */
    organizations: async () =>
      (await t.request<{ organizations: Organization[] }>('GET', '/organizations')).organizations,
    stock: {
      /** `GET /stock/search?q&page`: 16 photos a page (the editor searches from 3 characters on). */
      search: (q: string, page = 1) =>
        t.request<StockSearchPage>('GET', '/stock/search', { query: { q, page } }),
      /** `GET /stock/:id`. */
      get: async (id: number) => (await t.request<{ photo: StockPhoto }>('GET', `/stock/${id}`)).photo,
    },
  };
}
