import { parseDate, type CalendarDate } from '@internationalized/date';
import { useId, useImperativeHandle, useMemo, useRef, type ReactNode, type Ref } from 'react';
import { DateField as AriaDateField, DateInput, DateSegment, Label, Text } from 'react-aria-components';
import './field.css';

export interface DateFieldProps {
  label: string;
  /** A calendar day written YYYY-MM-DD, or '' when none is given. */
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** The form's or the service's words about this date, right under it. */
  error?: string | null;
  /** The name the form knows it by (for the service's 422 words). */
  name?: string;
  /** Called when the focus leaves the whole field (react-hook-form's "touched"). */
  onBlur?: () => void;
  /** Focuses the field's first part (react-hook-form focuses a field with a problem through it). */
  inputRef?: Ref<{ focus: () => void }>;
}

function toCalendarDate(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * A date of birth or death: React Aria's date field (day, month and year, each typed or changed
 * with the arrow keys, in the order the person's language writes them), read and written as the
 * service's YYYY-MM-DD. Clearing every part gives ''.
 */
export function DateField({ label, value, onChange, hint, error, name, onBlur, inputRef }: DateFieldProps) {
  const errorId = useId();
  const fieldRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(inputRef, () => ({ focus: () => fieldRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus() }), []);
  // The same day keeps the same object, so a re-render of the form does not undo a part being retyped.
  const date = useMemo(() => toCalendarDate(value), [value]);
  return (
    <AriaDateField
      ref={fieldRef}
      className={error ? 'field field--invalid' : 'field'}
      value={date}
      onBlur={onBlur}
      onChange={(date) => onChange(date ? date.toString() : '')}
      granularity="day"
      isInvalid={Boolean(error)}
      name={name}
      aria-describedby={error ? errorId : undefined}
    >
      <Label className="field__label">{label}</Label>
      {hint ? (
        <Text slot="description" className="field__hint">
          {hint}
        </Text>
      ) : null}
      <DateInput className="date-field__input">{(segment) => <DateSegment segment={segment} className="date-field__segment" />}</DateInput>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </AriaDateField>
  );
}
