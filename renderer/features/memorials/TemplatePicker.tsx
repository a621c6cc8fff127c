import { FormattedMessage, useIntl } from 'react-intl';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { Template } from '../../../shared/api/templates';
import { Choices } from '../../ui/Choices';
import { FORM_WORDS as words } from './memorials-words';

/** "No design chosen" as a choice (template ids are numbers; a radio's value is text). */
const SERVICE_CHOOSES = 'service';

/**
 * The memorial's design, from the service's catalogue: each with its name, its description and its
 * `feel` words (tone and audience, such as "gentle" or "for a pet"). The catalogue withholds any
 * religion or culture label, and the app adds none.
 */
export function TemplatePicker<TValues extends FieldValues, TSubmitted = TValues>({
  control,
  name,
  templates,
  allowNone,
}: {
  /** The form and its field holding the design's number (null: the service's usual design). */
  control: Control<TValues, unknown, TSubmitted>;
  name: FieldPathByValue<TValues, number | null>;
  templates: readonly Template[] | undefined;
  /** Whether "let the service choose" is offered (a new memorial), or a design must stay chosen. */
  allowNone: boolean;
}) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | null;
  if (!templates)
    return (
      <p className="hint">
        <FormattedMessage {...words.designLoading} />
      </p>
    );
  const choices = [
    ...(allowNone || value === null
      ? [{ value: SERVICE_CHOOSES, name: intl.formatMessage(words.designUsual), about: intl.formatMessage(words.designUsualAbout) }]
      : []),
    ...templates.map((template) => ({
      value: String(template.id),
      name: template.name,
      about: (
        <>
          {template.description ? <span className="template__description">{template.description}</span> : null}
          {template.feel.length > 0 ? (
            <span className="template__feel">
              <FormattedMessage {...words.designFeels} values={{ feel: intl.formatList(template.feel, { type: 'unit' }) }} />
            </span>
          ) : null}
        </>
      ),
    })),
  ];
  return (
    <Choices
      label={intl.formatMessage(words.designLabel)}
      hint={intl.formatMessage(words.designHint)}
      value={value === null ? SERVICE_CHOOSES : String(value)}
      onChange={(next) => field.onChange(next === SERVICE_CHOOSES ? null : Number(next))}
      choices={choices}
      error={fieldState.error?.message ?? null}
      name={field.name}
      inputRef={field.ref}
    />
  );
}
