import { useId, type FocusEventHandler, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './field.css';
import './form-field.css';

/** Characters as the person sees them (and as the service counts them): by code point. */
export function characterCount(value: string): number {
  return [...value].length;
}

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'style' | 'value' | 'onChange' | 'maxLength'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement & HTMLTextAreaElement>;
  /** What to type and where to find it, shown under the label. */
  hint?: ReactNode;
  /**
   * The most characters the service accepts, counted as the person types. Typing or pasting past
   * it is not cut off (nothing the person wrote is thrown away): the count says how many too many.
   */
  limit?: number;
  /** The problem with what is there now: the form's check, or the service's own words. */
  error?: string | null | undefined;
  /** A text area for long writing (an obituary) rather than one line. */
  multiline?: boolean;
  rows?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A labelled text field for forms: its hint, its limit counted as the person types, and its
 * problem right under it, all tied to the control for screen readers.
 */
export function FormField({ label, value, onChange, onBlur, hint, limit, error, multiline = false, rows = 8, inputRef, id, className, ...rest }: FormFieldProps) {
  const ownId = useId();
  const inputId = id ?? `field-${ownId}`;
  const hintId = `${inputId}-hint`;
  const limitId = `${inputId}-limit`;
  const errorId = `${inputId}-error`;
  const count = characterCount(value);
  const over = limit !== undefined ? count - limit : 0;
  const describedBy = [hint ? hintId : null, limit ? limitId : null, error ? errorId : null].filter(Boolean).join(' ');
  const common = {
    ...rest,
    id: inputId,
    value,
    onBlur,
    'aria-invalid': error || over > 0 ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };

  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="field__control">
        {multiline ? (
          <textarea {...common} ref={inputRef} rows={rows} className="field__input field__input--multiline" onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...common} ref={inputRef} className="field__input" onChange={(event) => onChange(event.target.value)} />
        )}
      </div>
      {limit ? (
        <p className={over > 0 ? 'field__limit field__limit--over' : count >= limit * 0.9 ? 'field__limit field__limit--near' : 'field__limit'} id={limitId}>
          {count} of {limit} characters{over > 0 ? `: ${over} too many` : ''}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
