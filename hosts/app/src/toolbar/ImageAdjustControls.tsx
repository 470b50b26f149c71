/**
 * An image's colour adjustments in the floating toolbar (seed 000 section 3, "Image props"): a filters popover
 * (levels of contrast, all channels, red, green and blue with shadows, mid-tones and highlights; hue; saturation;
 * tone per channel; grayscale; blend mode; reset) and a gradient map popover (on/off, 2-4 colours, intensity).
 * Every change is drawn on the canvas at once, and a slider's drag or arrow presses make one undo step
 * (see {@link LiveEdit}).
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { DialogTrigger } from 'react-aria-components';
import { BLEND_MODES, GRADIENT_COLOR_COUNT } from '@album/editor-core';
import type { BlendMode, ImageFilter, ImageNodeProps } from '@album/editor-core';
import { useEditor } from '@album/editor-react';
import { useIntl } from '@album/i18n';
import { Button, IconButton, Popover, Slider, Switch } from '@album/ui';
import { ColorPanel, SwatchButton, ToolButton, ToolSelect, liveStepEvents } from './controls';
import { FilterIcon, GradientMapIcon, MinusIcon, PlusIcon } from './icons';
import {
  DEFAULT_GRADIENT_MAP,
  HUE_RANGE,
  INTENSITY_RANGE,
  LEVEL_CHANNELS,
  LEVEL_PARTS,
  PERCENT_RANGE,
  TONE_CHANNELS,
  hueValue,
  intensityValue,
  isAdjusted,
  levelValue,
  resetAdjustments,
  saturationValue,
  toneValue,
  withAddedMapStop,
  withHue,
  withLevel,
  withMapStop,
  withSaturation,
  withTone,
  withoutMapStop,
} from './image-filter-model';
import type { LevelChannel } from './image-filter-model';
import { useLiveEdit } from './live-edit';
import { hexOf, paletteSwatches } from './toolbar-model';
import type { CommandResult } from './use-run-action';

/** A labelled slider whose changes are one undo step per `control` (drag or arrow presses without a pause). */
function LiveSlider(props: {
  label: string;
  control: string;
  value: number;
  range: { min: number; max: number; step: number };
  format(value: number): string;
  set(value: number): CommandResult;
}) {
  const live = useLiveEdit();
  return (
    <div className="element-toolbar__slider" data-testid={props.control} {...liveStepEvents(live)}>
      <Slider
        label={props.label}
        value={props.value}
        minValue={props.range.min}
        maxValue={props.range.max}
        step={props.range.step}
        formatValue={props.format}
        onChange={(v) => void live.change(() => props.set(v), props.control)}
      />
    </div>
  );
}

/** A toolbar button opening a popover of controls; closing it ends the open undo step. */
function PopoverButton(props: { label: string; icon: ReactNode; testId: string; children: ReactNode }) {
  const live = useLiveEdit();
  return (
    <DialogTrigger onOpenChange={(open) => !open && live.end()}>
      <ToolButton label={props.label} icon={props.icon} testId={props.testId} onPress={() => undefined} />
      <Popover
        aria-label={props.label}
        placement="bottom"
        className="element-toolbar__popover element-toolbar__adjust"
      >
        <div data-testid={`${props.testId}-panel`} className="element-toolbar__adjust-panel">
          {props.children}
        </div>
      </Popover>
    </DialogTrigger>
  );
}

export function ImageAdjustControls({ id, props }: { id: string; props: ImageNodeProps }) {
  const intl = useIntl();
  const editor = useEditor();
  const live = useLiveEdit();
  const t = (key: string) => intl.formatMessage({ id: key });
  const [channel, setChannel] = useState<LevelChannel>('con');
  const filter: ImageFilter | null = props.filter ?? null;
  const update = (patch: Partial<ImageNodeProps>) => editor.updateProps(id, patch);
  const signed = (v: number) => intl.formatNumber(v / 100, { style: 'percent', signDisplay: 'exceptZero' });
  const degrees = (v: number) =>
    intl.formatNumber(v, { style: 'unit', unit: 'degree', unitDisplay: 'narrow', signDisplay: 'exceptZero' });
  const percent = (v: number) => intl.formatNumber(v / 100, { style: 'percent' });
  const map = props.gradientMap ?? null;
  const mapOn = (map?.length ?? 0) >= GRADIENT_COLOR_COUNT.min;
  const palette = editor.getDocument().colors;
  return (
    <>
      <PopoverButton label={t('toolbar.filter')} icon={<FilterIcon />} testId="image-filter">
        <ToolSelect
          label={t('toolbar.filter.channel')}
          testId="image-filter-channel"
          showLabel
          value={channel}
          options={LEVEL_CHANNELS.map((c) => ({ id: c, label: t(`toolbar.filter.channel.${c}`) }))}
          onChange={(key) => setChannel(String(key) as LevelChannel)}
        />
        {LEVEL_PARTS.map((part) => (
          <LiveSlider
            key={`${channel}-${part}`}
            label={t(`toolbar.filter.level.${part}`)}
            control={`image-filter-${channel}-${part}`}
            value={levelValue(filter, channel, part)}
            range={PERCENT_RANGE}
            format={signed}
            set={(v) => update({ filter: withLevel(filter, channel, part, v) })}
          />
        ))}
        <LiveSlider
          label={t('toolbar.filter.hue')}
          control="image-filter-hue"
          value={hueValue(filter)}
          range={HUE_RANGE}
          format={degrees}
          set={(v) => update({ filter: withHue(filter, v) })}
        />
        <LiveSlider
          label={t('toolbar.filter.saturation')}
          control="image-filter-sat"
          value={saturationValue(filter)}
          range={PERCENT_RANGE}
          format={signed}
          set={(v) => update({ filter: withSaturation(filter, v) })}
        />
        {TONE_CHANNELS.map((tone) => (
          <LiveSlider
            key={tone}
            label={t(`toolbar.filter.${tone}`)}
            control={`image-filter-${tone}`}
            value={toneValue(filter, tone)}
            range={PERCENT_RANGE}
            format={signed}
            set={(v) => update({ filter: withTone(filter, tone, v) })}
          />
        ))}
        <Switch
          isSelected={Boolean(props.grayscale)}
          onChange={(on) => live.change(() => update({ grayscale: on }))}
          data-testid="image-filter-grayscale"
        >
          {t('toolbar.filter.grayscale')}
        </Switch>
        <ToolSelect
          label={t('toolbar.filter.blend')}
          testId="image-filter-blend"
          value={props.blend ?? 'normal'}
          options={BLEND_MODES.map((mode) => ({ id: mode, label: t(`toolbar.blend.${mode}`) }))}
          onChange={(key) => live.change(() => update({ blend: String(key) as BlendMode }))}
        />
        <Button
          size="sm"
          variant="secondary"
          isDisabled={!isAdjusted({ ...props, gradientMap: null })}
          onPress={() => live.change(() => update(resetAdjustments()))}
          data-testid="image-filter-reset"
        >
          {t('toolbar.filter.reset')}
        </Button>
      </PopoverButton>
      <PopoverButton label={t('toolbar.gradientMap')} icon={<GradientMapIcon />} testId="image-gradient-map">
        <Switch
          isSelected={mapOn}
          onChange={(on) =>
            live.change(() =>
              update(
                on
                  ? { gradientMap: [...DEFAULT_GRADIENT_MAP], gradientMapIntensity: 1 }
                  : { gradientMap: null },
              ),
            )
          }
          data-testid="image-gradient-map-on"
        >
          {t('toolbar.gradientMap.on')}
        </Switch>
        {mapOn && map && (
          <>
            <ul className="element-toolbar__stops" aria-label={t('toolbar.gradientMap')}>
              {map.map((color, index) => {
                const label = intl.formatMessage({ id: 'toolbar.gradient.stop' }, { index: index + 1 });
                const hex = hexOf(color, palette);
                return (
                  <li key={index} className="element-toolbar__stop">
                    <SwatchButton label={label} testId={`image-gradient-map-stop-${index + 1}`} swatch={hex}>
                      <ColorPanel
                        value={hex}
                        swatches={paletteSwatches(palette)}
                        onPick={(picked) => update({ gradientMap: withMapStop(map, index, picked) })}
                        control={`image-gradient-map-stop-${index}`}
                      />
                    </SwatchButton>
                    <IconButton
                      aria-label={`${t('toolbar.gradient.removeColor')} (${label})`}
                      icon={<MinusIcon />}
                      size="sm"
                      isDisabled={map.length <= GRADIENT_COLOR_COUNT.min}
                      onPress={() => live.change(() => update({ gradientMap: withoutMapStop(map, index) }))}
                    />
                  </li>
                );
              })}
            </ul>
            <IconButton
              aria-label={t('toolbar.gradient.addColor')}
              icon={<PlusIcon />}
              size="sm"
              variant="secondary"
              isDisabled={map.length >= GRADIENT_COLOR_COUNT.max}
              onPress={() => live.change(() => update({ gradientMap: withAddedMapStop(map) }))}
              data-testid="image-gradient-map-add"
            />
            <LiveSlider
              label={t('toolbar.gradientMap.intensity')}
              control="image-gradient-map-intensity"
              value={intensityValue(props)}
              range={INTENSITY_RANGE}
              format={percent}
              set={(v) => update({ gradientMapIntensity: v / 100 })}
            />
          </>
        )}
      </PopoverButton>
    </>
  );
}
