import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../shared/bridge';
import { Button } from '../ui/Button';
import { useFocusBackOnClose } from '../ui/focus';
import type { NavEntry } from '../ui/feature';
import { Notice } from '../ui/Notice';
import { places } from '../ui/places';
import { SignOutDialog } from '../ui/SignOutDialog';
import { useAccountChoices } from './account-choices';
import { NavLink, PlaceArrow } from './NavLink';
import { SHELL_WORDS as words } from './shell-words';

/**
 * The Menu's dialog (Menu.tsx's button opens it): React Aria keeps the focus inside, Escape or
 * Close closes it and the focus goes back to the button. Loaded the first time it opens, so the
 * dialog's library is not in the JavaScript before the first screen.
 */
export default function MenuSheet({
  open,
  setOpen,
  active,
  nav,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  active: AccountInfo | null;
  nav: readonly NavEntry[];
}) {
  const intl = useIntl();
  useFocusBackOnClose(open);
  return (
    <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable className="menu-sheet__overlay">
      <Modal className="menu-sheet">
        <Dialog className="menu-sheet__dialog">
          <div className="menu-sheet__top">
            {/* The dialog's own heading, above its parts (Account is an h3): React Aria's default is h3. */}
            <Heading slot="title" level={2} className="menu-sheet__title">
              <FormattedMessage {...words.menu} />
            </Heading>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              <FormattedMessage {...words.menuClose} />
            </Button>
          </div>
          {nav.length > 0 ? (
            <nav aria-label={intl.formatMessage(words.nav)}>
              <ul className="menu-sheet__places">
                {nav.map((entry) => (
                  <li key={entry.to}>
                    <NavLink entry={entry} className="menu-sheet__place" arrow />
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {active ? <AccountChoices active={active} /> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * The account part of the Menu: every choice in plain sight, one level deep (no menu inside the
 * menu), as the account menu of a wide window offers them.
 */
function AccountChoices({ active }: { active: AccountInfo }) {
  const { accounts, switchTo, error, confirming, askToSignOut, signOutAnswers } = useAccountChoices(active);
  const headingId = useId();
  const others = accounts.filter((account) => account.id !== active.id);

  return (
    <section className="menu-sheet__account" aria-labelledby={headingId}>
      <h3 id={headingId} className="menu-sheet__heading">
        <FormattedMessage {...words.accountHeading} />
      </h3>
      <p className="menu-sheet__who">
        <FormattedMessage
          {...words.usingAccount}
          values={{
            name: (
              <strong>
                <bdi>{active.name}</bdi>
              </strong>
            ),
            kind: active.kind,
          }}
        />
      </p>
      <ul className="menu-sheet__choices">
        {others.map((account) => (
          <li key={account.id}>
            {/* The other account's own start page opens, which closes the Menu. */}
            <Button variant="secondary" className="menu-sheet__choice" onClick={() => switchTo(account)}>
              {/* One line of words for the button's flex box: the name in it is not an item of its own. */}
              <span>
                <FormattedMessage
                  {...(account.signedIn ? words.switchTo : words.switchToSignedOut)}
                  values={{ name: <bdi>{account.name}</bdi>, kind: account.kind }}
                />
              </span>
            </Button>
          </li>
        ))}
        <li>
          <Link {...places.signIn} className="menu-sheet__place">
            <FormattedMessage {...words.addAccount} />
            <PlaceArrow />
          </Link>
        </li>
        <li>
          <Link {...places.accounts} className="menu-sheet__place">
            <FormattedMessage {...words.manageAccounts} />
            <PlaceArrow />
          </Link>
        </li>
        <li>
          <Button variant="secondary" className="menu-sheet__choice" onClick={askToSignOut}>
            <span>
              <FormattedMessage {...words.signOut} values={{ name: <bdi>{active.name}</bdi> }} />
            </span>
          </Button>
        </li>
      </ul>
      {error ? (
        <Notice tone="error" announce="assertive">
          {error}
        </Notice>
      ) : null}
      {confirming ? <SignOutDialog account={active} {...signOutAnswers} /> : null}
    </section>
  );
}
