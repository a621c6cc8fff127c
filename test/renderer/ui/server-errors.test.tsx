import { act, cleanup, render, screen } from '@testing-library/react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { afterEach, describe, expect, test } from 'vitest';
import type { BridgeError } from '../../../shared/bridge';
import { BridgeCallError } from '../../../renderer/bridge';
import { toBridgeError } from '../../../renderer/data/errors';
import { setMessageFormatter } from '../../../renderer/data/message-format';
import { FormField } from '../../../renderer/ui/FormField';
import { applyServerErrors } from '../../../renderer/ui/server-errors';
import { FIELD, FIELD_WORDS } from '../../../shared/api/field-labels';
import { bridgeError, saidFields } from '../../../shared/bridge/error';
import { say } from '../../../shared/i18n/words';
import { intlIn, wrapperIn } from './intl';

// Drawn on their own, in English, as the app draws them inside IntlRoot.
const English = await wrapperIn('en');

afterEach(() => {
  cleanup();
  setMessageFormatter(null);
});

/** The service's 422 as the bridge carries it: its overall message and its words for each field. */
function refusal(fields: BridgeError['fields']): BridgeError {
  return { kind: 'invalid', message: 'The memorial could not be saved.', status: 422, code: null, retryAfter: null, fields };
}

type Values = { title: string; subtitle: string };
const values: Values = { title: 'Teacher', subtitle: 'Friend' };

/** A setError that writes down what it was asked. */
function recording() {
  const calls: [string, { type?: string; message?: string }, { shouldFocus?: boolean } | undefined][] = [];
  const setError: UseFormSetError<Values> = (name, error, options) => void calls.push([name, error, options]);
  return { calls, setError };
}

describe('the service’s words beside the fields', () => {
  test('each field of the form takes its first message, and the focus goes to the first of them', () => {
    const { calls, setError } = recording();
    const placed = applyServerErrors(
      refusal({ title: ['The title is too long.', 'And a second word.'], subtitle: ['The subtitle is not allowed.'] }),
      setError,
      values,
    );
    expect(placed).toBe(true);
    expect(calls).toEqual([
      ['title', { type: 'server', message: 'The title is too long.' }, { shouldFocus: true }],
      ['subtitle', { type: 'server', message: 'The subtitle is not allowed.' }, { shouldFocus: false }],
    ]);
  });

  test('a field the form does not have is left to the caller, who is told nothing was placed', () => {
    const { calls, setError } = recording();
    expect(applyServerErrors(refusal({ template_id: ['There is no design with that number.'] }), setError, values)).toBe(false);
    expect(applyServerErrors(refusal(null), setError, values)).toBe(false);
    expect(calls).toEqual([]);
  });

  test('a field named without words takes the service’s overall message', () => {
    const { calls, setError } = recording();
    expect(applyServerErrors(refusal({ subtitle: [] }), setError, values)).toBe(true);
    expect(calls).toEqual([['subtitle', { type: 'server', message: 'The memorial could not be saved.' }, { shouldFocus: true }]]);
  });

  test('in a real form, the words stand under the field, tied to it, with the focus on it', () => {
    let apply: (error: BridgeError) => boolean = () => false;
    function Form() {
      const form = useForm<Values>({ defaultValues: values });
      apply = (error) => applyServerErrors(error, form.setError, form.getValues());
      return (
        <form>
          <FormField control={form.control} name="title" label="Title" />
          <FormField control={form.control} name="subtitle" label="Subtitle" />
        </form>
      );
    }
    render(<Form />, { wrapper: English });
    act(() => void apply(refusal({ subtitle: ['The subtitle is not allowed.'] })));
    const subtitle = screen.getByLabelText('Subtitle');
    expect(subtitle.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(subtitle.getAttribute('aria-describedby')!)?.textContent).toBe('The subtitle is not allowed.');
    expect(document.activeElement).toBe(subtitle);
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the words beside a field in the person’s language', () => {
  type Named = { deceased_name: string };
  const tooLong = 'The name can be at most 255 characters.';

  /** A Spanish form that takes what a refused call rejected with, as the form's submit does. */
  async function spanishForm() {
    const Spanish = await wrapperIn('es');
    setMessageFormatter(await intlIn('es'));
    let apply: (failure: unknown) => boolean = () => false;
    function Form() {
      const form = useForm<Named>({ defaultValues: { deceased_name: 'x'.repeat(256) } });
      apply = (failure) => applyServerErrors(toBridgeError(failure), form.setError, form.getValues());
      return <FormField control={form.control} name="deceased_name" label="Nombre" />;
    }
    render(<Form />, { wrapper: Spanish });
    const shown = () => {
      const field = screen.getByLabelText('Nombre');
      return document.getElementById(field.getAttribute('aria-describedby')!)?.textContent;
    };
    return { apply: (failure: unknown) => act(() => void apply(failure)), shown };
  }

  /** What crossed the bridge: JSON, as the socket and IPC carry it, rejected as a BridgeCallError. */
  const crossed = (error: BridgeError) => new BridgeCallError(JSON.parse(JSON.stringify(error)) as BridgeError);

  test('the core’s own check about a field is shown in Spanish', async () => {
    const { apply, shown } = await spanishForm();
    const checked = saidFields({ deceased_name: [say(FIELD_WORDS.tooLong, { label: FIELD.name, max: 255 })] });
    expect(checked.fields.deceased_name).toEqual([tooLong]);
    apply(crossed(bridgeError('invalid', tooLong, checked)));
    expect(shown()).toBe('El nombre puede tener como máximo 255 caracteres.');
  });

  test('the service’s own words about a field are shown as it wrote them, and what crossed before is still read', async () => {
    const { apply, shown } = await spanishForm();
    // A 422's words carry no Words, even when they read like the app's own sentence.
    apply(crossed(refusalOf({ deceased_name: [tooLong] })));
    expect(shown()).toBe(tooLong);
    apply(crossed(refusalOf({ deceased_name: ['Names may not contain that.'] })));
    expect(shown()).toBe('Names may not contain that.');
  });

  function refusalOf(fields: Record<string, string[]>): BridgeError {
    return { kind: 'invalid', message: 'The given data was invalid.', status: 422, code: 'validation_failed', retryAfter: null, fields };
  }
});
