import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { Field } from '../../../renderer/ui/Field';
import { wrapperIn } from './intl';

/**
 * The one text field (renderer/ui/Field.tsx), where what it is given must reach the page as React
 * would write it: the screens run on Preact's React layer (vite.config.ts).
 */
afterEach(cleanup);

describe('a text field', () => {
  test('spell-check turned off is written as spellcheck="false": a token or an address is never underlined or sent to a spell checker', async () => {
    render(
      <>
        <Field label="Token" value="" onChange={() => undefined} spellCheck={false} />
        <Field label="Obituary" value="" onChange={() => undefined} spellCheck />
        <Field label="Name" value="" onChange={() => undefined} />
      </>,
      { wrapper: await wrapperIn('en') },
    );
    expect(screen.getByLabelText('Token').getAttribute('spellcheck')).toBe('false');
    expect(screen.getByLabelText('Obituary').getAttribute('spellcheck')).toBe('true');
    expect(screen.getByLabelText('Name').hasAttribute('spellcheck')).toBe(false);
  });

  test('autoFocus takes the focus as the field first shows, and only then', async () => {
    const { rerender } = render(<Field label="Name" value="" onChange={() => undefined} autoFocus />, { wrapper: await wrapperIn('en') });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    (document.activeElement as HTMLElement).blur();
    rerender(<Field label="Name" value="Ann" onChange={() => undefined} autoFocus />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(document.body);
  });
});
