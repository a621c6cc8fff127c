import { render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { resetAppStore, useAppStore } from '../../../renderer/data/app-state';
import { DateField } from '../../../renderer/ui/DateField';
import { LocaleProvider } from '../../../renderer/ui/LocaleProvider';
import { status } from '../harness';

afterEach(() => resetAppStore());

/** The parts of a date field as React Aria lays them out (day, month, year), literals left out. */
function partsIn(locale: string): string[] {
  useAppStore.setState({ status: status({ locale }) });
  const { container, unmount } = render(
    <LocaleProvider>
      <DateField label="Date of birth" value="1941-03-03" onChange={() => undefined} />
    </LocaleProvider>,
  );
  const parts = [...container.querySelectorAll('[data-type]')].map((segment) => segment.getAttribute('data-type')!).filter((type) => type !== 'literal');
  const text = [...container.querySelectorAll('[data-type]')].map((segment) => segment.textContent).join('');
  unmount();
  return [...parts, text];
}

describe('date fields in the operating system’s regional format', () => {
  test('Australia and Britain write the day first, the US the month, Canada the year', () => {
    expect(partsIn('en-AU')).toEqual(['day', 'month', 'year', '03/03/1941']);
    expect(partsIn('en-GB')).toEqual(['day', 'month', 'year', '03/03/1941']);
    expect(partsIn('en-US')).toEqual(['month', 'day', 'year', '3/3/1941']);
    expect(partsIn('en-CA')).toEqual(['year', 'month', 'day', '1941-03-03']);
  });
});
