import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './field.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'style' | 'value' | 'onChange' | 'maxLength'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What to type and where to find it, shown under the label. */
  hint?: ReactNode;
  /** The most characters the service accepts; shown next to the field, and typing stops there. */
  limit?: number;
  /** The service's own words about this field, shown right under it. */
  error?: string | null;
  /** A control that belongs to the field (a show/hide toggle), placed beside the input. */
  addon?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

export function Field({ label, value, onChange, hint, limit, error, addon, inputRef, id, className, ...input }: FieldProps) {
  const ownId = useId();
  const inputId = id ?? `field-${ownId}`;
  const hintId = `${inputId}-hint`;
  const limitId = `${inputId}-limit`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, limit ? limitId : null, error ? errorId : null].filter(Boolean).join(' ');
  const nearLimit = limit !== undefined && value.length >= limit * 0.9;

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
        <input
          {...input}
          ref={inputRef}
          id={inputId}
          className="field__input"
          value={value}
          maxLength={limit}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {addon}
      </div>
      {limit ? (
        <p className={nearLimit ? 'field__limit field__limit--near' : 'field__limit'} id={limitId}>
          {value.length} of {limit} characters
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
