/**
 * Outline colour and width. editor-core applies the stroke rules: no outline sets the width to 0, a colour while
 * the width is 0 sets it to 1, width 0 removes the colour, a width without a colour takes colour 0.
 */
import { useIntl } from '@album/i18n';
import { Button } from '@album/ui';
import type { UseElementPropsResult } from '@album/editor-react';
import { ColorPanel, SliderButton, SwatchButton } from './controls';
import { StrokeWidthIcon } from './icons';
import { useLiveEdit } from './live-edit';
import { colorValueFor, hexOf, paletteSwatches } from './toolbar-model';

export function StrokeControls({ props, palette }: { props: UseElementPropsResult; palette: string[] }) {
  const intl = useIntl();
  const live = useLiveEdit();
  const t = (id: string) => intl.formatMessage({ id });
  const stroke = props.stroke.value;
  const hex = props.strokeWidth.value > 0 ? hexOf(stroke ?? null, palette) : null;
  return (
    <>
      <SwatchButton label={t('toolbar.stroke.color')} testId="stroke-color" swatch={hex} variant="stroke">
        <ColorPanel
          value={hex}
          swatches={paletteSwatches(palette)}
          onPick={(picked) => props.stroke.set(colorValueFor(picked, palette))}
          control="stroke-color"
        />
        <Button
          size="sm"
          variant="secondary"
          isDisabled={hex === null}
          onPress={() => live.change(() => props.stroke.set(null))}
          data-testid="stroke-none"
        >
          {t('toolbar.stroke.none')}
        </Button>
      </SwatchButton>
      <SliderButton
        label={t('toolbar.stroke.width')}
        icon={<StrokeWidthIcon />}
        testId="stroke-width"
        control={props.strokeWidth}
      />
    </>
  );
}
