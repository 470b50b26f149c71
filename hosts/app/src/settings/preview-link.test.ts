import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previewUrl, usePreviewPath, useRotatedPreviewPaths } from './preview-link';

describe('preview link', () => {
  it('makes a full address of the path', () => {
    expect(previewUrl('/album/a1/preview/tok', 'https://albums.example')).toBe(
      'https://albums.example/album/a1/preview/tok',
    );
  });

  it('answers the rotated path of this album over the album answer’s, and only for that album', () => {
    const { result } = renderHook(() => [usePreviewPath('a1', '/old'), usePreviewPath('a2', '/other')]);
    expect(result.current).toEqual(['/old', '/other']);
    act(() => useRotatedPreviewPaths.getState().remember('a1', '/album/a1/preview/new'));
    expect(result.current).toEqual(['/album/a1/preview/new', '/other']);
  });
});
