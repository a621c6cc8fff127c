import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import './field.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'style' | 'value' | 'onChange' | 'maxLength'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /**
   * The most characters the service accepts, counted under the box as the person types. Typing is
   * not cut off there (a pasted obituary would lose its end unseen): the count says how many are
   * too many, and the form refuses to send until they are gone.
   */
  limit?: number;
  /** The service's (or the form's) words about this field, right under it. */
  error?: string | null;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** Characters as a person sees them (an emoji is one), as the service counts them. */
export function characters(value: string): number {
  return [...value].length;
}

/** A field for longer words (an obituary, a story): the same shape as Field, several lines high. */
export function TextArea({ label, value, onChange, hint, limit, error, textareaRef, id, className, rows = 6, ...rest }: TextAreaProps) {
  const ownId = useId();
  const inputId = id ?? `field-${ownId}`;
  const hintId = `${inputId}-hint`;
  const limitId = `${inputId}-limit`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, limit ? limitId : null, error ? errorId : null].filter(Boolean).join(' ');
  const count = characters(value);
  const nearLimit = limit !== undefined && count >= limit * 0.9;
  return (
    <div className={['field', 'field--multiline', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <textarea
        {...rest}
        ref={textareaRef}
        id={inputId}
        rows={rows}
        className="field__input field__textarea"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {limit ? (
        <p className={nearLimit ? 'field__limit field__limit--near' : 'field__limit'} id={limitId}>
          {count} of {limit} characters{count > limit ? ` — ${count - limit} too many` : ''}
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
