import { STICKER_TEMPLATE_IDS } from '@album/editor-core';
import { useIntl } from '@album/i18n';
import { Skeleton } from '@album/ui';
import { lookKey, stickerDesignScene } from '../layouts/preview-scenes';
import type { AlbumLook, SampleSticker } from '../layouts/preview-scenes';
import { useThumbnail } from '../layouts/use-thumbnail';
import { CheckMark } from './ColorPresetsView';
import type { StyleCommands } from './use-style-commands';

/** Width of a sticker design picture in CSS pixels. */
export const STICKER_THUMBNAIL_WIDTH = 48;

/** The sample sticker the design pictures show, in the user's language. */
export function useSampleSticker(): SampleSticker {
  const intl = useIntl();
  return {
    name: intl.formatMessage({ id: 'styles.sample.name' }),
    position: intl.formatMessage({ id: 'styles.sample.position' }),
  };
}

/** The built-in sticker designs, each drawn with a sample sticker in the album's colours and fonts. */
export function StickerTemplatesView({
  look,
  commands,
  isDisabled,
}: {
  look: AlbumLook;
  commands: StyleCommands;
  isDisabled: boolean;
}) {
  const current = look.stickerTemplateSettings.id;
  return (
    <ul className="styles-tab__list">
      {STICKER_TEMPLATE_IDS.map((id) => (
        <li key={id}>
          <button
            type="button"
            className="styles-tab__option styles-tab__template-option"
            data-testid="sticker-template"
            data-template-id={id}
            aria-pressed={id === current}
            disabled={isDisabled}
            onClick={() => id !== current && commands.setStickerTemplate({ id })}
          >
            <StickerDesignPicture id={id} look={look} />
            <span className="styles-tab__option-label">
              <StickerTemplateName id={id} />
            </span>
            {id === current && <CheckMark />}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function StickerTemplateName({ id }: { id: string }) {
  const intl = useIntl();
  const known = (STICKER_TEMPLATE_IDS as readonly string[]).includes(id);
  return <>{known ? intl.formatMessage({ id: `styles.template.${id}` }) : id}</>;
}

/** A picture of a sticker drawn with the design `id` (the album's blank setting kept). */
export function StickerDesignPicture({ id, look }: { id: string; look: AlbumLook }) {
  const sample = useSampleSticker();
  const settings = { ...look.stickerTemplateSettings, id };
  const thumbnail = useThumbnail(
    `sticker:${id}:${lookKey(look)}:${sample.name}:${sample.position}`,
    () => stickerDesignScene(settings, look, sample),
    STICKER_THUMBNAIL_WIDTH,
  );
  if (thumbnail.status === 'ready') {
    return <img className="styles-tab__sticker-picture" src={thumbnail.url} alt="" draggable={false} />;
  }
  if (thumbnail.status === 'loading') return <Skeleton className="styles-tab__sticker-picture" />;
  return <span className="styles-tab__sticker-picture" aria-hidden="true" />;
}
