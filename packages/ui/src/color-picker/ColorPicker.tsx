import {
  Button as AriaButton,
  ColorArea,
  ColorField,
  ColorPicker as AriaColorPicker,
  ColorSlider,
  ColorSwatch,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  ColorThumb,
  DialogTrigger,
  Input,
  Label,
  SliderTrack,
  type Color,
} from 'react-aria-components';
import { Popover } from '../popover/Popover';
import { cx } from '../utils/cx';

/** Labels of the colour picker's parts, already translated. */
export interface ColorPickerLabels {
  /** Names the trigger button and the popover, e.g. "Fill colour". */
  label: string;
  /** Names the palette swatch group, e.g. "Album colours". */
  swatches: string;
  /** Label of the hex input, e.g. "Hex". */
  hex: string;
}

/** Props of {@link ColorPickerPanel}. */
export interface ColorPickerPanelProps {
  /** Palette colours as CSS hex strings, shown as swatches above the free picker. */
  swatches?: readonly string[];
  labels: Omit<ColorPickerLabels, 'label'>;
  /** Shows the saturation/brightness area and the hue slider. @default true */
  showArea?: boolean;
}

/**
 * The picker's content: palette swatches, a saturation/brightness area, a hue slider and a hex field, all bound to
 * the enclosing react-aria `ColorPicker` (use {@link ColorPicker}, or {@link InlineColorPicker} to show it inline).
 */
export function ColorPickerPanel({ swatches = [], labels, showArea = true }: ColorPickerPanelProps) {
  return (
    <div className="ui-color-picker__panel">
      {swatches.length > 0 && (
        <ColorSwatchPicker aria-label={labels.swatches} className="ui-color-picker__swatches">
          {swatches.map((colour) => (
            <ColorSwatchPickerItem key={colour} color={colour} className="ui-color-picker__swatch-item">
              <ColorSwatch className="ui-color-picker__swatch" />
            </ColorSwatchPickerItem>
          ))}
        </ColorSwatchPicker>
      )}
      {showArea && (
        <>
          <ColorArea
            colorSpace="hsb"
            xChannel="saturation"
            yChannel="brightness"
            className="ui-color-picker__area"
          >
            <ColorThumb className="ui-color-picker__thumb" />
          </ColorArea>
          <ColorSlider colorSpace="hsb" channel="hue" className="ui-color-picker__slider">
            <SliderTrack className="ui-color-picker__track">
              <ColorThumb className="ui-color-picker__thumb" />
            </SliderTrack>
          </ColorSlider>
        </>
      )}
      <ColorField className="ui-field ui-color-picker__hex">
        <Label className="ui-label">{labels.hex}</Label>
        <Input className="ui-input" />
      </ColorField>
    </div>
  );
}

/** Props shared by {@link ColorPicker} and {@link InlineColorPicker}. */
export interface ColorPickerProps extends Omit<ColorPickerPanelProps, 'labels'> {
  labels: ColorPickerLabels;
  /** The colour as a CSS hex string (`#rrggbb`). */
  value?: string;
  defaultValue?: string;
  /** Called with the new colour as `#RRGGBB` while the user picks. */
  onChange?: (hex: string) => void;
  isDisabled?: boolean;
  className?: string;
}

const toHex = (colour: Color) => colour.toString('hex');

/** A swatch button that opens the colour picker in a popover (toolbar fill and stroke colours). */
export function ColorPicker({
  labels,
  value,
  defaultValue = '#000000',
  onChange,
  isDisabled,
  className,
  ...panel
}: ColorPickerProps) {
  return (
    <AriaColorPicker
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      onChange={onChange ? (colour) => onChange(toHex(colour)) : undefined}
    >
      <DialogTrigger>
        <AriaButton
          className={cx('ui-color-picker__trigger', className)}
          aria-label={labels.label}
          isDisabled={isDisabled}
        >
          <ColorSwatch className="ui-color-picker__swatch" />
        </AriaButton>
        <Popover aria-label={labels.label} placement="bottom start" className="ui-color-picker__popover">
          <ColorPickerPanel {...panel} labels={labels} />
        </Popover>
      </DialogTrigger>
    </AriaColorPicker>
  );
}

/** The colour picker shown in place (styles panel custom colours), under a visible label. */
export function InlineColorPicker({
  labels,
  value,
  defaultValue = '#000000',
  onChange,
  className,
  ...panel
}: Omit<ColorPickerProps, 'isDisabled'>) {
  return (
    <AriaColorPicker
      value={value}
      defaultValue={value === undefined ? defaultValue : undefined}
      onChange={onChange ? (colour) => onChange(toHex(colour)) : undefined}
    >
      <div role="group" aria-label={labels.label} className={cx('ui-color-picker--inline', className)}>
        <ColorPickerPanel {...panel} labels={labels} />
      </div>
    </AriaColorPicker>
  );
}
