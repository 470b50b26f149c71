/**
 * The colour presets of the styles panel (`GET /presets/colors`: 8 presets of 5 colours) through TanStack Query:
 * the same for every album and changed only with a release, so they are loaded once per page and shared with the
 * album wizard's palette step (same key).
 */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColorPreset } from '@album/api-client';
import { useServices } from '../../app/services';

export type ColorPresetsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; presets: ColorPreset[] };

/** The cache key of the colour presets (the wizard reads the same one). */
export const COLOR_PRESETS_KEY = ['presets', 'colors'] as const;

/** The presets, with `retry` asking the server again after a failed load (the panel's "try again"). */
export function useColorPresets(): { state: ColorPresetsState; retry(): void } {
  const { api } = useServices();
  const query = useQuery({
    queryKey: COLOR_PRESETS_KEY,
    queryFn: () => api.presets.colors(),
    // Only a release changes them: never asked again while the page lives (a failed load is, by `retry`).
    staleTime: Infinity,
  });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { state: presetsState(query), retry };
}

function presetsState(query: {
  data: ColorPreset[] | undefined;
  isError: boolean;
  isFetching: boolean;
}): ColorPresetsState {
  if (query.data) return { status: 'ready', presets: query.data };
  // A failed load being tried again shows the skeleton, as the first load did.
  return query.isError && !query.isFetching ? { status: 'error' } : { status: 'loading' };
}
