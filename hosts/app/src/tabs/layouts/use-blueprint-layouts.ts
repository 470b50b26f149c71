/**
 * The layouts of the album's blueprint, loaded from the server once per page (blueprints change only with a
 * release). The album's own blueprint when it was made from one, else the first blueprint of its category, else the
 * first blueprint at all.
 */
import { useCallback, useEffect, useState } from 'react';
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

const loaded = new Map<string, Promise<Loaded>>();

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

/** Forgets loaded blueprints (tests). */
export function clearBlueprintCache(): void {
  loaded.clear();
}

export function useBlueprintLayouts(): { state: BlueprintLayoutsState; retry(): void } {
  const { api } = useServices();
  const { album } = useAlbumSession();
  // The album object changes with every meta update; only these three fields decide which blueprint to load.
  const { blueprint_album_id, category, blueprint_category } = album;
  const [state, setState] = useState<BlueprintLayoutsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const source = blueprintSourceOf({ blueprint_album_id, category, blueprint_category });
    const key = keyOf(source);
    let promise = loaded.get(key);
    if (!promise) {
      promise = load(api, source);
      loaded.set(key, promise);
      // A failed load is not kept, so that "try again" asks the server again.
      promise.catch(() => loaded.delete(key));
    }
    setState({ status: 'loading' });
    promise.then(
      (result) => live && setState({ status: 'ready', ...result }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, blueprint_album_id, category, blueprint_category, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
