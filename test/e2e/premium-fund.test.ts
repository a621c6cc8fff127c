import { describe, expect, it } from 'vitest';
import { usePremiumWorld } from './premium-world';

/** The memorial fund (issue 12): Premium and not, as a new family user meets it. */
const w = usePremiumWorld();

describe('the memorial fund', () => {
  it('warns about a heading without a web address before sending, then shows the fund once the check passes', async () => {
    await w.open(`/memorials/${w.eleanor}/fund`, /Memorial fund/);
    await expect.poll(w.text).toMatch(/Showing on the memorial/);
    expect(await w.text()).toMatch(/For Eleanor Whitfield/);
    expect(await w.page.getByRole('navigation', { name: 'Way back' }).getByRole('link', { name: 'Back to the memorial for Eleanor Whitfield' }).count()).toBe(
      1,
    );
    await w.look('fund-showing');

    await w.page.getByRole('button', { name: 'Change the fund' }).click();
    await w.page
      .getByLabel('Message')
      .fill('In Eleanor’s memory, the family would love gifts to the Larkfield Community Garden, where she grew sweet peas for thirty years.');
    const first = w.page.getByRole('group', { name: /First link/ });
    await first.getByLabel('Heading').fill('Give to the garden');
    await first.getByLabel('Web address').fill('https://larkfield-garden.example.org/give');
    const second = w.page.getByRole('group', { name: /Second link/ });
    await second.getByLabel('Heading').fill('Read about the garden');
    await second.getByLabel('Web address').fill('');
    await expect.poll(() => second.getByText(/no web address, so the memorial service will leave it out/).count()).toBe(1);
    expect(await first.getByText(/no web address/).count()).toBe(0);
    await w.look('fund-unlinked-heading');

    await w.page.getByRole('button', { name: 'Save the fund' }).click();
    const dialog = w.page.getByRole('alertdialog', { name: 'A heading has no web address' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.textContent()).toMatch(/“Read about the garden” has no web address/);
    await w.look('fund-confirm-unlinked');
    await dialog.getByRole('button', { name: 'Save without it' }).click();

    await expect.poll(w.text, { timeout: 15_000 }).toMatch(/Saved, not showing until the check passes/);
    await expect.poll(w.text).toMatch(/Give to the garden/);
    await w.look('fund-being-checked');

    // The check finishes; Memorial Desk looks again by itself, and the person may ask it to now.
    await w.control('POST', '/__sandbox/settle');
    await w.page.getByRole('button', { name: 'Check now' }).click();
    await expect.poll(w.text, { timeout: 30_000 }).toMatch(/Showing on the memorial/);
    expect(await w.text()).not.toMatch(/Read about the garden/);
    await w.look('fund-showing-after-check');
  });

  it('on a memorial without Premium, explains what Premium adds instead of the service’s refusal, keeping the words', async () => {
    await w.open(`/memorials/${w.biscuit}/fund`, /Memorial fund/);
    await expect.poll(w.text).toMatch(/There is no fund on this memorial yet/);
    await w.page.getByLabel('Message').fill('Biscuit loved the dogs’ home on Mill Lane. Gifts there would mean a lot.');
    await w.page.getByRole('button', { name: 'Save the fund' }).click();
    await expect.poll(w.text, { timeout: 15_000 }).toMatch(/part of Premium, and this memorial does not have Premium/);
    const words = await w.text();
    expect(words).toMatch(/Premium adds to a memorial/);
    expect(words).not.toMatch(/422|premium_required/);
    expect(await w.page.getByLabel('Message').inputValue()).toMatch(/dogs’ home on Mill Lane/);
    await w.look('fund-not-premium');
  });
});
