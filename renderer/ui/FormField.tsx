import { useController, type Control, type FieldPath, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Choices, type ChoicesProps } from './Choices';
import { DateField, type DateFieldProps } from './DateField';
import { Field, type FieldProps } from './Field';

/**
 * The fields of every react-hook-form form, each one line: the form's `control` and the field's
 * `name`, and the rest as the plain field takes it (label, hint, limit). The value, its changes,
 * "touched", the control react-hook-form focuses when the field has a problem, and the problem
 * itself (the schema's words, or the service's put there by `applyServerErrors`) are wired here.
 */
interface Bound<TValues extends FieldValues, TName extends FieldPath<TValues>, TSubmitted> {
  control: Control<TValues, unknown, TSubmitted>;
  name: TName;
}

/** What the form gives a field, and so what the form's field no longer takes. */
type Wired = 'value' | 'onChange' | 'onBlur' | 'name' | 'inputRef' | 'error';

/** The field's part of the form: its name, value, changes, "touched", control to focus, and problem. */
function useBound<TValues extends FieldValues, TName extends FieldPath<TValues>, TSubmitted>({ control, name }: Bound<TValues, TName, TSubmitted>) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.error?.message ?? null,
  };
}

/** A text field (`Field`) bound to a form's text value. */
export function FormField<TValues extends FieldValues, TName extends FieldPathByValue<TValues, string>, TSubmitted = TValues>({
  control,
  name,
  ...props
}: Bound<TValues, TName, TSubmitted> & Omit<FieldProps, Wired>) {
  return <Field {...props} {...useBound({ control, name })} />;
}

/** A date of birth or death (`DateField`) bound to a form's YYYY-MM-DD value ('' for none). */
export function FormDateField<TValues extends FieldValues, TName extends FieldPathByValue<TValues, string | undefined>, TSubmitted = TValues>({
  control,
  name,
  ...props
}: Bound<TValues, TName, TSubmitted> & Omit<DateFieldProps, Wired>) {
  const bound = useBound({ control, name });
  return <DateField {...props} {...bound} value={bound.value ?? ''} />;
}

/** One choice among a few (`Choices`); a value that is none of them ('' or none yet) shows nothing chosen. */
export function FormChoices<TValues extends FieldValues, TName extends FieldPath<TValues>, TChoice extends string, TSubmitted = TValues>({
  control,
  name,
  choices,
  ...props
}: Bound<TValues, TName, TSubmitted> & Omit<ChoicesProps<TChoice>, Wired>) {
  const { value, onChange, inputRef, error } = useBound({ control, name });
  const chosen = choices.find((choice) => choice.value === value)?.value ?? null;
  return <Choices {...props} choices={choices} name={name} value={chosen} onChange={onChange} inputRef={inputRef} error={error} />;
}
