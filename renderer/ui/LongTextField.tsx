import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import './field.css';
import './long-text-field.css';

export interface LongTextFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'style' | 'value' | 'onChange' | 'maxLength'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** The most characters the service accepts; shown as the person types, and typing stops there. */
  limit?: number;
  /** The service's own words about this field. */
  error?: string | null;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** `Field` for words that take more than a line (a message, an announcement): the same label, hint, limit and error. */
export function LongTextField({ label, value, onChange, hint, limit, error, textareaRef, id, className, rows = 6, ...textarea }: LongTextFieldProps) {
  const ownId = useId();
  const inputId = id ?? `long-${ownId}`;
  const hintId = `${inputId}-hint`;
  const limitId = `${inputId}-limit`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, limit ? limitId : null, error ? errorId : null].filter(Boolean).join(' ');
  const length = [...value].length;
  const nearLimit = limit !== undefined && length >= limit * 0.9;
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
      <textarea
        {...textarea}
        ref={textareaRef}
        id={inputId}
        rows={rows}
        className="field__input long-text-field__input"
        value={value}
        maxLength={limit}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {limit ? (
        <p className={nearLimit ? 'field__limit field__limit--near' : 'field__limit'} id={limitId}>
          {length} of {limit} characters
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
