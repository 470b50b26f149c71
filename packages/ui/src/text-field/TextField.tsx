import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../utils/cx';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  /** The visible label, already translated. */
  label: string;
  /** Help text under the field, already translated. */
  description?: string;
  /**
   * Validation message, already translated; shown while the field is invalid (`isInvalid`, or a failed `validate`
   * or native constraint). A function receives react-aria's validation result to pick the message.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Renders a multi-line text area instead of a single-line input. */
  multiline?: boolean;
  className?: string;
}

/** A labelled text input with description and validation message, wired for assistive technology. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <AriaTextField {...rest} className={cx('ui-field ui-text-field', className)}>
      <Label className="ui-label">{label}</Label>
      {multiline ? (
        <TextArea className="ui-input ui-input--multiline" placeholder={placeholder} />
      ) : (
        <Input className="ui-input" placeholder={placeholder} />
      )}
      {description && (
        <Text slot="description" className="ui-description">
          {description}
        </Text>
      )}
      <FieldError className="ui-field-error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
