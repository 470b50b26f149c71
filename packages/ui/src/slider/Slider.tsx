import { useRef } from 'react';
import {
  mergeProps,
  useFocusRing,
  useNumberFormatter,
  useSlider,
  useSliderThumb,
  VisuallyHidden,
} from 'react-aria';
import { useSliderState } from 'react-stately';
import { cx } from '../utils/cx';
import { snapToStep, type SliderScale } from './scale';

/** Number of keyboard steps across the track when a non-linear scale is used. */
const MAPPED_POSITION_STEPS = 100;

/** Props of {@link Slider}. Values are in the value domain; the scale only changes where they sit on the track. */
export interface SliderProps {
  /** The visible label, already translated. */
  label: string;
  value?: number;
  defaultValue?: number;
  /** Called continuously while dragging or stepping. */
  onChange?: (value: number) => void;
  /** Called once when the user releases the thumb or finishes a key press. */
  onChangeEnd?: (value: number) => void;
  /** @default 0 */
  minValue?: number;
  /** @default 100 */
  maxValue?: number;
  /** Step of the value (also with a non-linear scale). @default 1 */
  step?: number;
  /** Maps values to track positions, e.g. `sqrtScale`. @default linear */
  scale?: SliderScale;
  /** Formats the value label and the thumb's `aria-valuetext`. Defaults to the locale's number format. */
  formatValue?: (value: number) => string;
  /** Used by the default formatter. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Shows the formatted value beside the label. @default true */
  showValue?: boolean;
  isDisabled?: boolean;
  /** Form field name of the hidden input. */
  name?: string;
  className?: string;
}

/**
 * A single-thumb slider with a value label. Arrow keys step, Page Up/Down take bigger steps, Home/End jump to the
 * bounds. With a `scale` (e.g. square root) the track positions are mapped, while `value`, `step` and the labels
 * stay in the value domain.
 */
export function Slider({
  label,
  value,
  defaultValue,
  onChange,
  onChangeEnd,
  minValue = 0,
  maxValue = 100,
  step = 1,
  scale,
  formatValue,
  formatOptions,
  showValue = true,
  isDisabled = false,
  name,
  className,
}: SliderProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const localeFormatter = useNumberFormatter(formatOptions);

  const toPosition = scale ? scale.toPosition : (v: number) => v;
  const minPosition = toPosition(minValue);
  const maxPosition = toPosition(maxValue);
  const positionStep = scale ? (maxPosition - minPosition) / MAPPED_POSITION_STEPS : step;
  const toValue = (position: number) =>
    snapToStep(scale ? scale.fromPosition(position) : position, minValue, maxValue, step);
  const format = (v: number) => (formatValue ? formatValue(v) : localeFormatter.format(v));

  // useSliderState formats thumb labels (aria-valuetext) through this formatter; it receives track positions and
  // calls only format and resolvedOptions for a single thumb.
  const positionFormatter = {
    format: (position: number) => format(toValue(position)),
    resolvedOptions: () => localeFormatter.resolvedOptions(),
  } as unknown as Intl.NumberFormat;

  const state = useSliderState<number>({
    label,
    minValue: minPosition,
    maxValue: maxPosition,
    step: positionStep,
    value: value === undefined ? undefined : toPosition(value),
    defaultValue: defaultValue === undefined ? undefined : toPosition(defaultValue),
    onChange: onChange ? (position) => onChange(toValue(position)) : undefined,
    onChangeEnd: onChangeEnd ? (position) => onChangeEnd(toValue(position)) : undefined,
    isDisabled,
    numberFormatter: positionFormatter,
  });
  const { groupProps, trackProps, labelProps, outputProps } = useSlider(
    { label, isDisabled },
    state,
    trackRef,
  );
  const { thumbProps, inputProps, isDragging } = useSliderThumb(
    { index: 0, trackRef, inputRef, name, isDisabled },
    state,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const percent = state.getThumbPercent(0) * 100;

  return (
    <div {...groupProps} className={cx('ui-slider', className)} data-disabled={isDisabled || undefined}>
      <div className="ui-slider__header">
        <label {...labelProps} className="ui-label">
          {label}
        </label>
        {showValue && (
          <output {...outputProps} className="ui-slider__value">
            {format(toValue(state.getThumbValue(0)))}
          </output>
        )}
      </div>
      <div {...trackProps} ref={trackRef} className="ui-slider__track">
        <div className="ui-slider__fill" style={{ width: `${percent}%` }} />
        <div
          {...thumbProps}
          className="ui-slider__thumb"
          style={{ left: `${percent}%` }}
          data-dragging={isDragging || undefined}
          data-focus-visible={isFocusVisible || undefined}
        >
          <VisuallyHidden>
            <input ref={inputRef} {...mergeProps(inputProps, focusProps)} />
          </VisuallyHidden>
        </div>
      </div>
    </div>
  );
}
