/**
 * The toolbar's building blocks on the @album/ui kit: an icon button and a toggle button with tooltips, a compact
 * select (no visible label: the toolbar is one row), a button opening a slider, and a swatch button opening a
 * colour popover. Each carries its translated accessible name and a `data-testid` for the end-to-end tests.
 */
import type { DOMAttributes, ReactNode } from 'react';
import {
  Button as AriaButton,
  ColorPicker as AriaColorPicker,
  DialogTrigger,
  Label,
  ListBox,
  ListBoxItem,
  Popover as AriaPopover,
  Select as AriaSelect,
  SelectValue,
  ToggleButton,
} from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { useIntl } from '@album/i18n';
import { ColorPickerPanel, IconButton, Popover, Slider, Tooltip } from '@album/ui';
import { useLiveEdit } from './live-edit';
import type { LiveEdit } from './live-edit';
import type { CommandResult } from './use-run-action';

/** An icon button with its name as tooltip. */
export function ToolButton(props: {
  label: string;
  icon: ReactNode;
  testId: string;
  onPress(): void;
  isDisabled?: boolean;
  isPending?: boolean;
  variant?: 'ghost' | 'danger';
}) {
  return (
    <Tooltip content={props.label}>
      <IconButton
        aria-label={props.label}
        icon={props.icon}
        size="sm"
        variant={props.variant ?? 'ghost'}
        onPress={props.onPress}
        isDisabled={props.isDisabled}
        isPending={props.isPending}
        data-testid={props.testId}
      />
    </Tooltip>
  );
}

/** An on/off button (bold, italic, uppercase): `aria-pressed` tells its state. */
export function ToolToggle(props: {
  label: string;
  icon: ReactNode;
  testId: string;
  isSelected: boolean;
  onChange(on: boolean): void;
}) {
  return (
    <Tooltip content={props.label}>
      <ToggleButton
        aria-label={props.label}
        isSelected={props.isSelected}
        onChange={props.onChange}
        className="ui-button element-toolbar__toggle"
        data-variant="ghost"
        data-size="sm"
        data-icon-only=""
        data-testid={props.testId}
      >
        <span className="ui-button__icon" aria-hidden="true">
          {props.icon}
        </span>
      </ToggleButton>
    </Tooltip>
  );
}

/** One choice of a {@link ToolSelect}. */
export interface ToolOption {
  id: Key;
  label: string;
}

/** A dropdown named by `label` (no visible label), showing the chosen option. */
export function ToolSelect(props: {
  label: string;
  testId: string;
  options: readonly ToolOption[];
  value: Key | null;
  placeholder?: string;
  onChange(id: Key): void;
  className?: string;
  /** Shown before the value; with `hideValue` the value is only read out, not shown (compact selects). */
  icon?: ReactNode;
  hideValue?: boolean;
  /** Shows the label above the select (inside popovers, where nothing else says what the choice is about). */
  showLabel?: boolean;
}) {
  return (
    <AriaSelect
      aria-label={props.showLabel ? undefined : props.label}
      selectedKey={props.value}
      onSelectionChange={(key) => key !== null && props.onChange(key)}
      placeholder={props.placeholder ?? props.label}
      className={`ui-select element-toolbar__select ${props.showLabel ? 'element-toolbar__select--labelled' : ''} ${props.className ?? ''}`}
    >
      {props.showLabel && <Label className="ui-label">{props.label}</Label>}
      <AriaButton className="ui-select__button" data-testid={props.testId}>
        {props.icon && (
          <span className="element-toolbar__select-icon" aria-hidden="true">
            {props.icon}
          </span>
        )}
        <SelectValue className={props.hideValue ? 'element-toolbar__sr-only' : 'ui-select__value'} />
        <svg className="ui-select__chevron" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 6l4 4 4-4" />
        </svg>
      </AriaButton>
      <AriaPopover className="ui-popover ui-select__popover element-toolbar__listbox-popover" offset={4}>
        <ListBox className="ui-listbox" items={props.options}>
          {(option) => (
            <ListBoxItem id={option.id} className="ui-listbox__item" textValue={option.label}>
              <span className="ui-listbox__label">{option.label}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </AriaPopover>
    </AriaSelect>
  );
}

/** A numeric control of `useElementProps` as the slider needs it. */
export interface SliderModel {
  value: number;
  min: number;
  max: number;
  step: number;
  set(value: number): CommandResult;
}

/**
 * Events that end a control's undo step: the pointer pressed on it holds the step until released, and focus
 * leaving the control ends it. Spread on the element wrapping the control.
 */
export function liveStepEvents(
  live: LiveEdit,
): Pick<DOMAttributes<HTMLElement>, 'onPointerDownCapture' | 'onBlur'> {
  return {
    onPointerDownCapture: () => live.hold(),
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) live.end();
    },
  };
}

/** An icon button opening a slider; a drag, or arrow presses without a pause, is one undo step. */
export function SliderButton(props: {
  label: string;
  icon: ReactNode;
  testId: string;
  control: SliderModel;
  format?: (value: number) => string;
}) {
  const live = useLiveEdit();
  const { control } = props;
  return (
    <DialogTrigger onOpenChange={(open) => !open && live.end()}>
      <ToolButton label={props.label} icon={props.icon} testId={props.testId} onPress={() => undefined} />
      <Popover aria-label={props.label} placement="bottom" className="element-toolbar__popover">
        <div
          className="element-toolbar__slider"
          data-testid={`${props.testId}-slider`}
          {...liveStepEvents(live)}
        >
          <Slider
            label={props.label}
            value={control.value}
            minValue={control.min}
            maxValue={control.max}
            step={control.step}
            // No end on onChangeEnd: react-aria fires it after every arrow press, and arrows are one step too.
            onChange={(v) => void live.change(() => control.set(v), props.testId)}
            {...(props.format ? { formatValue: props.format } : {})}
          />
        </div>
      </Popover>
    </DialogTrigger>
  );
}

/**
 * A colour picker (album colours, free area and hex field) bound to `value`; picking updates live, and a drag in
 * the area, arrow presses or typing in the hex field make one undo step per `control` (default `color`).
 */
export function ColorPanel(props: {
  value: string | null;
  swatches: readonly string[];
  onPick(hex: string): CommandResult;
  control?: string;
}) {
  const intl = useIntl();
  const live = useLiveEdit();
  const control = props.control ?? 'color';
  return (
    <AriaColorPicker
      value={props.value ?? '#000000'}
      onChange={(colour) =>
        void live.change(() => props.onPick(colour.toString('hex').toLowerCase()), control)
      }
    >
      <div className="element-toolbar__color-panel" {...liveStepEvents(live)}>
        <ColorPickerPanel
          swatches={props.swatches}
          labels={{
            swatches: intl.formatMessage({ id: 'toolbar.color.palette' }),
            hex: intl.formatMessage({ id: 'toolbar.color.hex' }),
          }}
        />
      </div>
    </AriaColorPicker>
  );
}

/** A swatch button showing `swatch` (a CSS background, or none) that opens `children` in a popover. */
export function SwatchButton(props: {
  label: string;
  testId: string;
  swatch: string | null;
  children: ReactNode;
  variant?: 'fill' | 'stroke' | 'text';
}) {
  const live = useLiveEdit();
  return (
    <DialogTrigger onOpenChange={(open) => !open && live.end()}>
      <Tooltip content={props.label}>
        <AriaButton
          aria-label={props.label}
          className="ui-button element-toolbar__swatch-button"
          data-variant="ghost"
          data-size="sm"
          data-icon-only=""
          data-testid={props.testId}
        >
          {props.variant === 'text' ? (
            <span aria-hidden="true" className="element-toolbar__text-swatch">
              A
              <span
                className="element-toolbar__text-swatch-bar"
                style={props.swatch === null ? undefined : { background: props.swatch }}
              />
            </span>
          ) : (
            <span
              aria-hidden="true"
              className="element-toolbar__swatch"
              data-kind={props.variant ?? 'fill'}
              data-none={props.swatch === null || undefined}
              style={props.swatch === null ? undefined : { background: props.swatch }}
            />
          )}
        </AriaButton>
      </Tooltip>
      <Popover aria-label={props.label} placement="bottom" className="element-toolbar__popover">
        {props.children}
      </Popover>
    </DialogTrigger>
  );
}
