/**
 * The gradient tab of the fill popover: the direction (vertical, the two diagonals, horizontal) and 2 to 4 colour
 * stops, each with its own picker; add and remove keep the count within the specification's range.
 */
import { useIntl } from '@album/i18n';
import type { Fill, GradientDirection, LinearGradient } from '@album/editor-core';
import { IconButton } from '@album/ui';
import { ColorPanel, SwatchButton, ToolSelect } from './controls';
import { MinusIcon, PlusIcon } from './icons';
import { useLiveEdit } from './live-edit';
import type { CommandResult } from './use-run-action';
import {
  GRADIENT_DIRECTIONS,
  GRADIENT_DIRECTION_LABELS,
  GRADIENT_MAX_COLORS,
  GRADIENT_MIN_COLORS,
  colorValueFor,
  gradientFrom,
  hexOf,
  paletteSwatches,
  withAddedStop,
  withStop,
  withoutStop,
} from './toolbar-model';

export function GradientEditor(props: {
  fill: Fill | undefined;
  palette: string[];
  /** Sets the fill (raw editor result; this editor runs it as a live edit). */
  set(gradient: LinearGradient): CommandResult;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const live = useLiveEdit();
  const { palette } = props;
  const gradient = gradientFrom(props.fill, palette);
  const onChange = (next: LinearGradient) => live.change(() => props.set(next));
  return (
    <div className="element-toolbar__gradient" data-testid="gradient-editor">
      <ToolSelect
        label={t('toolbar.gradient.direction')}
        testId="gradient-direction"
        className="element-toolbar__select--direction"
        value={gradient.direction}
        options={GRADIENT_DIRECTIONS.map((d) => ({ id: d, label: t(GRADIENT_DIRECTION_LABELS[d]) }))}
        onChange={(id) => onChange({ ...gradient, direction: Number(id) as GradientDirection })}
      />
      <ul className="element-toolbar__stops" aria-label={t('toolbar.fill.gradient')}>
        {gradient.colors.map((color, index) => {
          const label = t('toolbar.gradient.stop', { index: index + 1 });
          const hex = hexOf(color, palette);
          return (
            <li key={index} className="element-toolbar__stop">
              <SwatchButton label={label} testId={`gradient-stop-${index + 1}`} swatch={hex}>
                <ColorPanel
                  value={hex}
                  swatches={paletteSwatches(palette)}
                  onPick={(picked) => props.set(withStop(gradient, index, colorValueFor(picked, palette)))}
                  control={`gradient-stop-${index}`}
                />
              </SwatchButton>
              <IconButton
                aria-label={`${t('toolbar.gradient.removeColor')} (${label})`}
                icon={<MinusIcon />}
                size="sm"
                isDisabled={gradient.colors.length <= GRADIENT_MIN_COLORS}
                onPress={() => onChange(withoutStop(gradient, index))}
              />
            </li>
          );
        })}
      </ul>
      <div className="element-toolbar__gradient-actions">
        <IconButton
          aria-label={t('toolbar.gradient.addColor')}
          icon={<PlusIcon />}
          size="sm"
          variant="secondary"
          isDisabled={gradient.colors.length >= GRADIENT_MAX_COLORS}
          onPress={() => onChange(withAddedStop(gradient))}
          data-testid="gradient-add"
        />
      </div>
    </div>
  );
}
