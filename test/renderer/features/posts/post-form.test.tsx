import { CalendarDate, Time } from '@internationalized/date';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, test } from 'vitest';
import { END_BEFORE_START } from '../../../../shared/api/fields';
import { PostFormView } from '../../../../renderer/features/posts/PostFormView';
import { EMPTY_POST, type PostForm } from '../../../../renderer/features/posts/post-words';
import { loadCatalog } from '../../../../shared/i18n/catalogs';

afterEach(cleanup);

const english = await loadCatalog('en');
/** The form alone, in English, as the app's root gives it its messages. */
const inEnglish = (form: ReactNode) => (
  <IntlProvider locale="en" messages={english}>
    {form}
  </IntlProvider>
);

/** An event on 1 May 2031 from 14:00, ending at `end` that day. */
function event(end: Time): PostForm {
  return { ...EMPTY_POST, kind: 'event', title: 'Tea after the service', start_date: new CalendarDate(2031, 5, 1), start_time: new Time(14, 0), end_time: end };
}

describe('an event’s day and times', () => {
  test('an end before the start is refused beside the time it ends, in the sandbox’s own words, and nothing is posted', async () => {
    const posted: PostForm[] = [];
    const user = userEvent.setup();
    render(inEnglish(<PostFormView initial={event(new Time(13, 30))} onPost={(form) => Promise.resolve(void posted.push(form))} />));
    await user.click(screen.getByRole('button', { name: 'Post the event' }));
    const words = await screen.findByText(END_BEFORE_START);
    expect(words.closest('.date-field')?.querySelector('.field__label')?.textContent).toBe('Time it ends (you may leave it empty)');
    expect(words.closest('.date-field')?.hasAttribute('data-invalid')).toBe(true);
    expect(posted).toEqual([]);
  });

  test('an event may end as it starts, as the service allows', async () => {
    const posted: PostForm[] = [];
    const user = userEvent.setup();
    render(inEnglish(<PostFormView initial={event(new Time(14, 0))} onPost={(form) => Promise.resolve(void posted.push(form))} />));
    await user.click(screen.getByRole('button', { name: 'Post the event' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(screen.queryByText(END_BEFORE_START)).toBeNull();
  });
});
