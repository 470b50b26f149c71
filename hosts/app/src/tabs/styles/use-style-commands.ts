/**
 * The styles panel's writes: palette, fonts and sticker design go through the editor (one undo step each, synced
 * with the album document like every edit). A refusal (preview mode, a locked colour) is shown as an error toast.
 */
import { useCallback } from 'react';
import type { ActionResult, Fonts, StickerTemplateSettings } from '@album/editor-core';
import { useProblemFormatter } from '@album/i18n';
import { useAlbumSession } from '../../album/album-session';
import { useNotify } from '../../toasts/use-notify';

export interface StyleCommands {
  setColors(colors: string[]): boolean;
  setFonts(fonts: Partial<Fonts>): boolean;
  setStickerTemplate(settings: Partial<StickerTemplateSettings>): boolean;
}

export function useStyleCommands(): StyleCommands {
  const { editor } = useAlbumSession();
  const notify = useNotify();
  const problems = useProblemFormatter();
  const report = useCallback(
    (result: ActionResult) => {
      if (!result.ok) notify('error', { text: problems.refusal(result.reason) });
      return result.ok;
    },
    [notify, problems],
  );
  return {
    setColors: (colors) => report(editor.updateColors(colors)),
    setFonts: (fonts) => {
      const ok = report(editor.updateFonts(fonts));
      // Spec section 8: a fonts save answers with the generic success message.
      if (ok) notify('info', { id: 'success.generic' });
      return ok;
    },
    setStickerTemplate: (settings) => report(editor.updateStickerTemplateSettings(settings)),
  };
}
