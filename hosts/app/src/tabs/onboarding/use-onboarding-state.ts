/**
 * The open album's onboarding state: the server's (from the album answer, asked again through TanStack Query with
 * `GET /albums/:id/onboarding_state` when `refresh` is set, for the steps the server records) with the editor's
 * live facts laid over it. The workspace can show the tab badge with `onboardingStepsLeft(useOnboardingState())`:
 * without `refresh` it asks nothing itself but counts a state the tab fetched (same cache entry).
 */
import { useQuery } from '@tanstack/react-query';
import type { OnboardingState } from '@album/api-client';
import { shallowEqual, useEditorValue } from '@album/editor-react';
import { useAlbumSession } from '../../album/album-session';
import { useServices } from '../../app/services';
import { liveOnboardingState, NOTHING_DONE } from './onboarding-steps';

/** The cache key of an album's onboarding state as the server records it. */
export const onboardingStateKey = (albumId: string) => ['albums', albumId, 'onboarding-state'] as const;

/**
 * The steps done. `refresh` (the onboarding tab, in edit mode) asks the server each time it mounts; a failure is
 * ignored: the album answer's state stays, the steps are a guide, not worth an error message.
 */
export function useOnboardingState(options: { refresh?: boolean } = {}): OnboardingState {
  const { api } = useServices();
  const { album, albumId, mode } = useAlbumSession();
  const refresh = options.refresh === true && mode === 'edit';
  const { data: fetched } = useQuery({
    queryKey: onboardingStateKey(albumId),
    queryFn: () => api.albums.onboardingState(albumId),
    enabled: refresh,
  });
  const document = useEditorValue((editor) => {
    const { stickers, images } = editor.getState();
    return { stickers, images };
  }, shallowEqual);
  const known = album.onboardingState ?? NOTHING_DONE;
  // Steps only ever turn done: either answer saying so is enough.
  const server = fetched ? eitherDone(known, fetched) : known;
  return liveOnboardingState(server, { title: album.title, releaseDate: album.releaseDate, document });
}

function eitherDone(a: OnboardingState, b: OnboardingState): OnboardingState {
  const out = { ...a };
  for (const key of Object.keys(out) as Array<keyof OnboardingState>) out[key] = a[key] || b[key];
  return out;
}
