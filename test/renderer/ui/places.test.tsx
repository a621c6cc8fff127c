import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { FEATURES } from '../../../renderer/app/features';
import { paths } from '../../../renderer/ui/places';
import { accountsState, businessMemorial, expectVisible, fakeMain, family, funeralHome, organization, personalMemorial, renderApp } from '../harness';

/** Places (ui/places.ts, ui/feature.tsx's bindings) and the one way back every screen below another shows (ui/Screen.tsx). */
function familyMain() {
  return fakeMain(accountsState([family, funeralHome], family.id)).on('getMyMemorial', () => ({
    status: 200,
    data: { data: personalMemorial({ id: 7, deceased_name: 'June Ellis' }) },
  }));
}

/** The way back on the screen, once it names what it leads to (a new screen may take a moment to load). */
function wayBack(name: string): Promise<HTMLAnchorElement> {
  // A name the person typed may be isolated in it (FSI … PDI, issue 32): it reads the same.
  const same = (shown: string) => shown.replace(/[\u2068\u2069]/g, '') === name;
  return waitFor(() => within(screen.getByRole('navigation', { name: 'Way back' })).getByRole<HTMLAnchorElement>('link', { name: same }), {
    timeout: 5_000,
  });
}

describe('places', () => {
  test('every route takes its path from ui/places.ts, and every path there has its route', () => {
    const routed: string[] = FEATURES.flatMap((feature) => feature.routes({} as never).map((route) => (route.options as { path: string }).path));
    const written: string[] = Object.values(paths).filter((path) => path !== paths.home);
    expect(routed.sort()).toEqual(written.sort());
  });

  test.each(['edit', 'share', 'tributes', 'fund', 'posts', 'exports', 'visits'])('/memorials/7/%s: one way back, to the memorial by its name', async (part) => {
    renderApp(familyMain(), { at: `/memorials/7/${part}` });
    const link = await wayBack('Back to the memorial for June Ellis');
    expect(link.getAttribute('href')).toBe('/memorials/7');
    expect(screen.getAllByRole('link', { name: /^Back to/ })).toHaveLength(1);
    // Above the screen's one heading, which keeps its place as the screen's first heading.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(link.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('an event’s replies lead back to the announcements and events; the memorial’s page to My memorials', async () => {
    const user = userEvent.setup();
    renderApp(familyMain(), { at: '/memorials/7/posts/3' });
    expect((await wayBack('Back to the announcements and events')).getAttribute('href')).toBe('/memorials/7/posts');
    await user.click(screen.getByRole('link', { name: 'Back to the announcements and events' }));
    expect((await wayBack('Back to the memorial for June Ellis')).getAttribute('href')).toBe('/memorials/7');
    await user.click(screen.getByRole('link', { name: 'Back to the memorial for June Ellis' }));
    expect((await wayBack('Back to My memorials')).getAttribute('href')).toBe('/memorials');
  });

  test('before the memorial’s name is known, the way back says "the memorial"', async () => {
    renderApp(
      fakeMain(accountsState([family], family.id)).on('getMyMemorial', () => new Promise(() => undefined)),
      { at: '/memorials/7/fund' },
    );
    expect((await wayBack('Back to the memorial')).getAttribute('href')).toBe('/memorials/7');
  });

  test.each(['/memorials/0', '/memorials/7x/fund', '/memorials/007/edit', '/memorials/abc/tributes', '/memorials/7/posts/none'])(
    '%s names no memorial: the same plain note on every memorial place',
    async (at) => {
      renderApp(familyMain(), { at });
      expectVisible(await screen.findByRole('heading', { level: 1, name: 'This memorial is not here' }));
      expect(screen.getByRole('link', { name: 'Go to My memorials' }).getAttribute('href')).toBe('/memorials');
    },
  );

  test('the desk: a memorial leads back to the memorials, its hand-out to the memorial by name', async () => {
    const bridge = fakeMain(accountsState([funeralHome], funeralHome.id))
      .on('getOrganization', () => ({ status: 200, data: organization() }))
      .on('getMemorial', () => ({ status: 200, data: businessMemorial({ deceased_name: 'Arthur Penn', slug: 'arthur-penn' }) }));
    const user = userEvent.setup();
    renderApp(bridge, { at: '/desk/memorials/arthur-penn/handout' });
    const toMemorial = await wayBack('Back to the memorial for Arthur Penn');
    expect(toMemorial.getAttribute('href')).toBe('/desk/memorials/arthur-penn');
    await user.click(toMemorial);
    expect((await wayBack('Back to the memorials')).getAttribute('href')).toBe('/desk');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Arthur Penn'));
  });
});
