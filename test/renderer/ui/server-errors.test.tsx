import { act, cleanup, render, screen } from '@testing-library/react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { afterEach, describe, expect, test } from 'vitest';
import type { BridgeError } from '../../../shared/bridge';
import { FormField } from '../../../renderer/ui/FormField';
import { applyServerErrors } from '../../../renderer/ui/server-errors';
import { wrapperIn } from './intl';

// Drawn on their own, in English, as the app draws them inside IntlRoot.
const English = await wrapperIn('en');

afterEach(cleanup);

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
