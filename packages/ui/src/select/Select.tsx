import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../utils/cx';

/** One choice of a {@link Select}. */
export interface SelectOption {
  id: Key;
  /** The visible text, already translated. */
  label: string;
  /** Secondary text under the label, already translated. */
  description?: string;
  isDisabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends Omit<
  AriaSelectProps<SelectOption, 'single'>,
  'className' | 'children' | 'items'
> {
  /** The visible label, already translated. */
  label: string;
  options: readonly SelectOption[];
  description?: string;
  /** Validation message, already translated. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  className?: string;
}

/** A single-choice dropdown (button + listbox in a popover) with type-ahead and arrow-key navigation. */
export function Select({ label, options, description, errorMessage, className, ...rest }: SelectProps) {
  return (
    <AriaSelect {...rest} className={cx('ui-field ui-select', className)}>
      <Label className="ui-label">{label}</Label>
      <AriaButton className="ui-select__button">
        <SelectValue className="ui-select__value" />
        <svg className="ui-select__chevron" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M4 6l4 4 4-4" />
        </svg>
      </AriaButton>
      {description && (
        <Text slot="description" className="ui-description">
          {description}
        </Text>
      )}
      <FieldError className="ui-field-error">{errorMessage}</FieldError>
      <Popover className="ui-popover ui-select__popover" offset={4}>
        <ListBox className="ui-listbox" items={options}>
          {(option) => (
            <ListBoxItem
              id={option.id}
              className="ui-listbox__item"
              textValue={option.label}
              isDisabled={option.isDisabled}
            >
              <span className="ui-listbox__label">{option.label}</span>
              {option.description && (
                <Text slot="description" className="ui-description">
                  {option.description}
                </Text>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
