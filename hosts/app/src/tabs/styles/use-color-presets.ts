/**
 * The colour presets of the styles panel (`GET /presets/colors`: 8 presets of 5 colours), loaded once per page:
 * they are the same for every album and change only with a release.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ColorPreset } from '@album/api-client';
import { useServices } from '../../app/services';

export type ColorPresetsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; presets: ColorPreset[] };

let loaded: Promise<ColorPreset[]> | null = null;

/** Forgets the loaded presets (tests). */
export function clearColorPresetCache(): void {
  loaded = null;
}

export function useColorPresets(): { state: ColorPresetsState; retry(): void } {
  const { api } = useServices();
  const [state, setState] = useState<ColorPresetsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    if (!loaded) {
      const request = api.presets.colors();
      loaded = request;
      // A failed load is not kept, so that "try again" asks the server again.
      request.catch(() => {
        if (loaded === request) loaded = null;
      });
    }
    setState({ status: 'loading' });
    loaded.then(
      (presets) => live && setState({ status: 'ready', presets }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
