import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { codePoints } from '../../shared/api/fields';
import { messages } from './messages';
import './field.css';

const words = messages(
  defineMessages({
    fieldCount: {
      id: 'ui.field.count',
      defaultMessage: '{limit, plural, one {{count} of {max} character} other {{count} of {max} characters}}',
      description:
        'Under a text field, as the person types: how many characters are in it, of the most the service accepts. {count} and {max} are numbers already written out; limit is the same number as {max}, for the plural.',
    },
    fieldOver: {
      id: 'ui.field.over',
      defaultMessage: '{counted}: {over, plural, one {# too many} other {# too many}}',
      description: 'Under a text field with more characters than the service accepts. {counted} is “13 of 10 characters”; then how many are too many.',
    },
  }),
);

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'style' | 'value' | 'onChange' | 'maxLength'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What to type and where to find it, shown under the label. */
  hint?: ReactNode;
  /**
   * The most characters the service accepts, counted under the field as the person types. Typing
   * or pasting past it is not cut off (a pasted obituary would lose its end unseen): the count says
   * how many are too many, and the form's schema refuses to send until they are gone.
   */
  limit?: number;
  /** The problem with what is there now: the form's check, or the service's own words. */
  error?: string | null;
  /** A text area for words that take more than a line (an obituary, a message), `rows` high. */
  multiline?: boolean;
  rows?: number;
  /** A control that belongs to the field (a show/hide toggle), placed beside a one-line input. */
  addon?: ReactNode;
  /** The control itself (react-hook-form focuses a field with a problem through it). */
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/**
 * The one labelled text field of every form: its hint, its limit counted as the person types, and
 * its problem right under it, all tied to the control for screen readers.
 */
export function Field({
  label,
  value,
  onChange,
  hint,
  limit,
  error,
  multiline = false,
  rows = 6,
  addon,
  inputRef,
  id,
  className,
  autoFocus,
  spellCheck,
  ...rest
}: FieldProps) {
  const ownId = useId();
  const inputId = id ?? `field-${ownId}`;
  const hintId = `${inputId}-hint`;
  const limitId = `${inputId}-limit`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, limit ? limitId : null, error ? errorId : null].filter(Boolean).join(' ');
  // `autoFocus` as React means it: the control takes the focus as it first shows. Preact's React
  // layer leaves the attribute to the browser, which honours it only while a page loads.
  const focusFirst = useRef(autoFocus);
  useEffect(() => {
    // Once, as the field first shows.
    if (focusFirst.current) document.getElementById(inputId)?.focus();
    focusFirst.current = false;
  }, [inputId]);
  const count = codePoints(value);
  const over = limit !== undefined ? count - limit : 0;
  const control = {
    ...rest,
    // Written out as the attribute's word: Preact's React layer would drop `spellcheck` for a
    // `false` (the browser's default, on, would then underline a token or an address).
    ...(spellCheck === undefined ? {} : { spellCheck: spellCheck === true || spellCheck === 'true' ? ('true' as const) : ('false' as const) }),
    id: inputId,
    value,
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
      {multiline ? (
        <textarea
          {...control}
          ref={inputRef as Ref<HTMLTextAreaElement>}
          rows={rows}
          className="field__input field__input--multiline"
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <div className="field__control">
          <input {...control} ref={inputRef as Ref<HTMLInputElement>} className="field__input" onChange={(event) => onChange(event.target.value)} />
          {addon}
        </div>
      )}
      {limit ? (
        <p className={over > 0 ? 'field__limit field__limit--over' : count >= limit * 0.9 ? 'field__limit field__limit--near' : 'field__limit'} id={limitId}>
          <LimitWords count={count} limit={limit} over={over} />
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

/** "13 of 255 characters", and ": 1 too many" past the limit; the numbers as the region writes them, without grouping. */
function LimitWords({ count, limit, over }: { count: number; limit: number; over: number }) {
  const intl = useIntl();
  const plain = (value: number) => intl.formatNumber(value, { useGrouping: false });
  const counted = intl.formatMessage(words.fieldCount, { limit, count: plain(count), max: plain(limit) });
  return over > 0 ? intl.formatMessage(words.fieldOver, { counted, over }) : counted;
}
