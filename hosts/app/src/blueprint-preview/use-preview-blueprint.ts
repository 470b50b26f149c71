/**
 * Finds the blueprint `/blueprint_preview` shows: by id when the query names one, else the first whose title
 * matches `blueprintName`. `null` data means none was found (an unknown id, no match, or a query naming neither),
 * which the page reports with the spec's message; other failures stay errors.
 */
import { useQuery } from '@tanstack/react-query';
import { ApiError, type Blueprint } from '@album/api-client';
import { useServices } from '../app/services';

/** Loads the blueprint named by id or title; resolves to null when there is none. */
export function usePreviewBlueprint(blueprintId: string | null, blueprintName: string | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['blueprint-preview', blueprintId, blueprintName],
    queryFn: async (): Promise<Blueprint | null> => {
      if (blueprintId) {
        try {
          return await api.blueprints.get(blueprintId);
        } catch (error) {
          // An unknown (or malformed) id is the "none found" case of the spec, not a failure.
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
          throw error;
        }
      }
      if (!blueprintName) return null;
      const hits = await api.blueprints.list({ q: blueprintName, attributes: 'FULL' });
      return hits[0] ?? null;
    },
    retry: false,
  });
}
