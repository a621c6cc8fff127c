import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccountInfo } from '../../shared/bridge';
import { Button } from '../ui/Button';
import type { NavEntry } from '../ui/feature';
import { SHELL_WORDS as words } from './shell-words';
import './menu.css';

// With React Aria's locale, which the first screen no longer loads (App.tsx).
const MenuSheet = lazy(() =>
  Promise.all([import('./MenuSheet'), import('../ui/LocaleProvider')]).then(([{ default: Sheet }, { LocaleProvider }]) => ({
    default: function LocaleMenuSheet(props: ComponentProps<typeof Sheet>) {
      return (
        <LocaleProvider>
          <Sheet {...props} />
        </LocaleProvider>
      );
    },
  })),
);

/**
 * The navigation of a narrow window (a phone): one button that says "Menu", in the header where it
 * is seen and read, opening a dialog (React Aria: the focus kept inside, Escape or Close closes
 * it, the focus given back) that lists the main places as big links, the one open now marked, and
 * the account: who is signed in, the other accounts to switch to, adding one, and signing out.
 * The dialog itself is MenuSheet.tsx, loaded the first time it opens.
 * The stylesheet shows either this button or the bar of links across a wide window, never both;
 * the links are the same (NavLink). Going anywhere (a link, a switch of account) closes it.
 */
export function MenuButton({ active, nav }: { active: AccountInfo | null; nav: readonly NavEntry[] }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const router = useRouter();
  // Any navigation closes it: a link to the place open now too, since the router announces a
  // navigation to the same place as well (menu.test.tsx checks both).
  useEffect(() => router.subscribe('onBeforeNavigate', () => setOpen(false)), [router]);

  return (
    <>
      <Button
        variant="secondary"
        className="menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <span className="menu-button__icon" aria-hidden="true" />
        <FormattedMessage {...words.menu} />
      </Button>
      {/* Loaded when first opened; kept (closed) after, so it opens at once the next time. */}
      {wanted ? (
        <Suspense fallback={null}>
          <MenuSheet open={open} setOpen={setOpen} active={active} nav={nav} />
        </Suspense>
      ) : null}
    </>
  );
}
