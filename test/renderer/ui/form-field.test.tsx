import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { FormChoices, FormDateField, FormField } from '../../../renderer/ui/FormField';
import { wrapperIn } from './intl';

// Drawn on their own, in English, as the app draws them inside IntlRoot.
const English = await wrapperIn('en');

afterEach(cleanup);

const Rules = z.object({
  name: z.string().min(1, { message: 'Please give the name.' }),
  born: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Please give the date of birth.' }),
  kind: z.enum(['', 'person', 'pet']).refine((kind) => kind !== '', { message: 'Please choose one.' }),
});
type Values = { name: string; born: string; kind: 'person' | 'pet' | '' };

/** A form of one text field, one date and one choice, as the features write them, that hands over what it sends. */
function TestForm({ start, onSend, mode = 'onSubmit' }: { start: Values; onSend: (values: z.output<typeof Rules>) => void; mode?: 'onSubmit' | 'onTouched' }) {
  const { control, handleSubmit } = useForm<Values, unknown, z.output<typeof Rules>>({ resolver: zodResolver(Rules), defaultValues: start, mode });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSend)(event)}>
      <FormField control={control} name="name" label="Their name" hint="As the family writes it." limit={20} autoComplete="off" />
      <FormDateField control={control} name="born" label="Date of birth" />
      <FormChoices
        control={control}
        name="kind"
        label="A memorial for"
        choices={[
          { value: 'person', name: 'A person' },
          { value: 'pet', name: 'A pet' },
        ]}
      />
      <button type="submit">Send</button>
    </form>
  );
}

/** The texts an element's aria-describedby points at. */
function description(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

describe('form fields bound to a react-hook-form form', () => {
  test('each shows the form’s value, and what the person types and chooses is what the form sends', async () => {
    const sent: z.output<typeof Rules>[] = [];
    const user = userEvent.setup();
    render(<TestForm start={{ name: 'Ann', born: '1941-03-03', kind: '' }} onSend={(values) => sent.push(values)} />, { wrapper: English });
    const name = screen.getByLabelText<HTMLInputElement>('Their name');
    expect(name.value).toBe('Ann');
    expect(name.getAttribute('name')).toBe('name');
    expect(description(name)).toEqual(['As the family writes it.', '3 of 20 characters']);
    // A value that is none of the choices ('' for "not chosen yet") shows nothing chosen.
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false]);

    await user.type(name, 'e Vale');
    expect(screen.getByText('9 of 20 characters').id).toBe(name.getAttribute('aria-describedby')!.split(' ')[1]);
    await user.click(screen.getByRole('radio', { name: 'A pet' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Anne Vale', born: '1941-03-03', kind: 'pet' }]));
  });

  test('the schema’s words stand beside each field, tied to it, and the focus goes to the first', async () => {
    const sent: unknown[] = [];
    const user = userEvent.setup();
    render(<TestForm start={{ name: '', born: '', kind: '' }} onSend={(values) => sent.push(values)} />, { wrapper: English });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByLabelText('Their name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(description(name)).toContain('Please give the name.');
    expect(document.activeElement).toBe(name);
    expect(screen.getByText('Please give the date of birth.').getAttribute('role')).toBe('alert');
    expect(screen.getByRole('group', { name: 'Date of birth' }).getAttribute('aria-describedby')).toBe(screen.getByText('Please give the date of birth.').id);
    expect(screen.getByText('Please choose one.').closest('[role="radiogroup"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    // Put right, a field's words go as the person types (the form checks again once it was sent).
    fireEvent.input(name, { target: { value: 'Ann' } });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText('Please give the name.')).toBeNull();
  });

  test('leaving a field counts as touching it: a form that checks on leaving says so then', async () => {
    render(<TestForm start={{ name: '', born: '', kind: '' }} onSend={() => undefined} mode="onTouched" />, { wrapper: English });
    const name = screen.getByLabelText('Their name');
    fireEvent.focus(name);
    expect(screen.queryByText('Please give the name.')).toBeNull();
    fireEvent.blur(name);
    await screen.findByText('Please give the name.');
    expect(description(name)).toContain('Please give the name.');
  });

  test('a date field with a problem takes the focus on its first part', async () => {
    const user = userEvent.setup();
    render(<TestForm start={{ name: 'Ann', born: '', kind: 'person' }} onSend={() => undefined} />, { wrapper: English });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Please give the date of birth.');
    expect(document.activeElement?.getAttribute('role')).toBe('spinbutton');
    expect(screen.getByRole('group', { name: 'Date of birth' }).contains(document.activeElement)).toBe(true);
  });
});
