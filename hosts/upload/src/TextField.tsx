import { useId } from 'react';
import { MAX_NAME } from './flow';
import { useT } from './i18n';

/** A labelled text input capped at 30 characters, with its hint and its error announced to screen readers. */
export function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  required?: boolean;
  hint?: string;
  error?: string | null;
  autoFocus?: boolean;
}) {
  const t = useT();
  const id = useId();
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="text"
        value={props.value}
        maxLength={MAX_NAME}
        autoComplete={props.autoComplete}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <div className="field-meta">
        {props.hint && (
          <span id={`${id}-hint`} className="hint">
            {props.hint}
          </span>
        )}
        <span className="counter" aria-hidden="true">
          {t('upload.public.counter', { count: props.value.length, max: MAX_NAME })}
        </span>
      </div>
      {props.error && (
        <p id={`${id}-error`} className="error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}
