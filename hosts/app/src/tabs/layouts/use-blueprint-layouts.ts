/**
 * The layouts of the album's blueprint through TanStack Query, loaded from the server once per page (blueprints
 * change only with a release). The album's own blueprint when it was made from one, else the first blueprint of its
 * category, else the first blueprint at all.
 */
import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient, Blueprint } from '@album/api-client';
import { useAlbumSession } from '../../album/album-session';
import { useServices } from '../../app/services';
import { blueprintSourceOf, layoutsOfBlueprint } from './blueprint-layouts';
import type { BlueprintSource, Layout } from './blueprint-layouts';

export type BlueprintLayoutsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; blueprintId: string | null; layouts: Layout[] };

type Loaded = { blueprintId: string | null; layouts: Layout[] };

function keyOf(source: BlueprintSource): string {
  return source.kind === 'blueprint' ? `id:${source.id}` : `category:${source.category ?? ''}`;
}

async function firstOf(api: ApiClient, source: BlueprintSource): Promise<Blueprint | null> {
  if (source.category) {
    const [match] = await api.blueprints.list({ category: source.category, attributes: 'FULL' });
    if (match) return match;
  }
  const [fallback] = await api.blueprints.list({ attributes: 'FULL' });
  return fallback ?? null;
}

async function load(api: ApiClient, source: BlueprintSource): Promise<Loaded> {
  let blueprint: Blueprint | null = null;
  if (source.kind === 'blueprint') {
    // The album's blueprint may have been withdrawn since: then its category's stands in.
    blueprint = await api.blueprints.get(source.id).catch(() => null);
  }
  blueprint ??= await firstOf(api, source);
  return blueprint
    ? { blueprintId: blueprint.id, layouts: layoutsOfBlueprint(blueprint) }
    : { blueprintId: null, layouts: [] };
}

/**
 * The cache key of the layouts of a blueprint source: by the album's own blueprint, or by its category when it was
 * made from none (albums of one category share the answer).
 */
export const blueprintLayoutsKey = (source: BlueprintSource) => ['blueprint-layouts', keyOf(source)] as const;

/** The layouts for the open album (the layouts tab, the new-spread dialog), with `retry` after a failed load. */
export function useBlueprintLayouts(): { state: BlueprintLayoutsState; retry(): void } {
  const { api } = useServices();
  const { album } = useAlbumSession();
  // The album object changes with every meta update; only these three fields decide which blueprint to load.
  const { blueprint_album_id, category, blueprint_category } = album;
  const source = useMemo(
    () => blueprintSourceOf({ blueprint_album_id, category, blueprint_category }),
    [blueprint_album_id, category, blueprint_category],
  );
  const query = useQuery({
    queryKey: blueprintLayoutsKey(source),
    queryFn: () => load(api, source),
    // Blueprints change only with a release: loaded once per page (a failed load is not kept: `retry` asks again).
    staleTime: Infinity,
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  let state: BlueprintLayoutsState;
  if (query.data) state = { status: 'ready', ...query.data };
  // A failed load being tried again shows the skeleton, as the first load did.
  else if (query.isError && !query.isFetching) state = { status: 'error' };
  else state = { status: 'loading' };
  return { state, retry };
}
