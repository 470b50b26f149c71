import {
  Button as AriaButton,
  FieldError,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  Text,
  type NumberFieldProps as AriaNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../utils/cx';

/** Props of {@link NumberField}. */
export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'className' | 'children'> {
  /** The visible label, already translated. */
  label: string;
  description?: string;
  /** Validation message, already translated (see TextField). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Shows stepper buttons; their accessible names come from react-aria's localised strings. */
  showSteppers?: boolean;
  className?: string;
}

/**
 * A locale-aware number input: arrow keys step, Page Up/Down step by ten, Home/End jump to the bounds, and the
 * value is clamped and formatted on blur.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  showSteppers = true,
  className,
  ...rest
}: NumberFieldProps) {
  return (
    <AriaNumberField {...rest} className={cx('ui-field ui-number-field', className)}>
      <Label className="ui-label">{label}</Label>
      <Group className="ui-number-field__group">
        <Input className="ui-input ui-number-field__input" />
        {showSteppers && (
          <span className="ui-number-field__steppers">
            <AriaButton slot="decrement" className="ui-number-field__step">
              <svg viewBox="0 0 16 16" aria-hidden="true">
                <path d="M4 8h8" />
              </svg>
            </AriaButton>
            <AriaButton slot="increment" className="ui-number-field__step">
              <svg viewBox="0 0 16 16" aria-hidden="true">
                <path d="M4 8h8M8 4v8" />
              </svg>
            </AriaButton>
          </span>
        )}
      </Group>
      {description && (
        <Text slot="description" className="ui-description">
          {description}
        </Text>
      )}
      <FieldError className="ui-field-error">{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
