/**
 * A compact text field for the top bar: the label is read by assistive technology but not shown (the placeholder
 * and the surrounding bar say what the field is), and the validation message floats under the field so the bar keeps
 * its height. Unlike the kit's TextField it puts `data-testid` on the input itself, which the end-to-end tests fill.
 */
import { FieldError, Input, Label, TextField } from 'react-aria-components';
import type { TextFieldProps } from 'react-aria-components';

export interface InlineFieldProps extends Omit<TextFieldProps, 'className' | 'children'> {
  /** The accessible name, already translated. */
  label: string;
  placeholder?: string;
  /** Validation message, already translated; shown while the field is invalid. */
  errorMessage?: string;
  className?: string;
  /** Test id of the input element. */
  inputTestId?: string;
}

export function InlineField({
  label,
  placeholder,
  errorMessage,
  className,
  inputTestId,
  ...rest
}: InlineFieldProps) {
  return (
    <TextField {...rest} className={['top-bar-field', className].filter(Boolean).join(' ')}>
      <Label className="ui-visually-hidden">{label}</Label>
      <Input className="ui-input top-bar-field__input" placeholder={placeholder} data-testid={inputTestId} />
      <FieldError className="ui-field-error top-bar-field__error">{errorMessage}</FieldError>
    </TextField>
  );
}
