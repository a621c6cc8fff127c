import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../shared/bridge';
import { Notice } from '../ui/Notice';
import { places } from '../ui/places';
import { useAccountChoices } from './account-choices';
import { SHELL_WORDS as words } from './shell-words';

// Loaded when the person asks to sign out, not before the first screen (the first screen's budget,
// test/renderer/bundle-budget.test.ts): the dialog is in the app's own files, so it comes at once.
const SignOutDialog = lazy(() => import('../ui/SignOutDialog').then(({ SignOutDialog }) => ({ default: SignOutDialog })));

/**
 * The active account, and a menu (WAI-ARIA menu button) to switch to another, add one, or sign
 * out of the active one after saying yes to a question. It names every account as the core does, so
 * the button and the menu always agree. Layout keys it by the active account: a switch or a
 * sign-out starts it afresh (no question or error carried over to another account).
 */
// Marks drawn beside the choices, hidden from screen readers (the menu item says what they mean).
const CHECK = '✓';
const PLUS = '+';
const SPACE = ' ';

export function AccountSwitcher({ active }: { active: AccountInfo }) {
  const intl = useIntl();
  const { accounts, switchTo, error, confirming, askToSignOut, signOutAnswers } = useAccountChoices(active);
  const navigate = useNavigate();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'first' ? list[0] : list.at(-1))?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return closeMenu(true);
      case 'Tab':
        return closeMenu(false);
    }
  };

  const choose = (action: () => void) => {
    closeMenu(true);
    action();
  };

  return (
    <div className="account-switcher">
      <button
        ref={button}
        type="button"
        className="account-switcher__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKey}
      >
        {/* Its name is its visible words, so speech control finds it by what it says. */}
        <span className="account-switcher__name">
          <bdi>{active.name}</bdi>
        </span>
        <span className="visually-hidden">
          <FormattedMessage {...words.pause} />
        </span>
        {SPACE}
        <span className="account-switcher__kind">
          <FormattedMessage {...words.kind} values={{ kind: active.kind }} />
        </span>
        <span className="account-switcher__chevron" aria-hidden="true" />
      </button>
      {open ? (
        <ul ref={menu} id={menuId} className="menu" role="menu" aria-label={intl.formatMessage(words.accountsMenu)} onKeyDown={onMenuKey}>
          {accounts.map((account) => (
            <li
              key={account.id}
              role="menuitemradio"
              aria-checked={account.id === active.id}
              tabIndex={-1}
              className="menu__item"
              onClick={() => choose(() => switchTo(account))}
              onKeyDown={(event) => activateOnKey(event, () => choose(() => switchTo(account)))}
            >
              <span className="menu__check" aria-hidden="true">
                {account.id === active.id ? CHECK : null}
              </span>
              <span>
                <FormattedMessage
                  {...(account.signedIn ? words.accountItem : words.accountItemSignedOut)}
                  values={{ name: <bdi>{account.name}</bdi>, kind: account.kind }}
                />
              </span>
            </li>
          ))}
          <li role="separator" className="menu__separator" />
          <li
            role="menuitem"
            tabIndex={-1}
            className="menu__item"
            onClick={() => choose(() => void navigate(places.signIn))}
            onKeyDown={(event) => activateOnKey(event, () => choose(() => void navigate(places.signIn)))}
          >
            <span className="menu__check" aria-hidden="true">
              {PLUS}
            </span>
            <span>
              <FormattedMessage {...words.addAccount} />
            </span>
          </li>
          <li
            role="menuitem"
            tabIndex={-1}
            className="menu__item"
            onClick={() => choose(() => void navigate(places.accounts))}
            onKeyDown={(event) => activateOnKey(event, () => choose(() => void navigate(places.accounts)))}
          >
            <span className="menu__check" aria-hidden="true" />
            <span>
              <FormattedMessage {...words.manageAccounts} />
            </span>
          </li>
          <li
            role="menuitem"
            tabIndex={-1}
            className="menu__item"
            onClick={() => choose(askToSignOut)}
            onKeyDown={(event) => activateOnKey(event, () => choose(askToSignOut))}
          >
            <span className="menu__check" aria-hidden="true" />
            <span>
              <FormattedMessage {...words.signOut} values={{ name: <bdi>{active.name}</bdi> }} />
            </span>
          </li>
        </ul>
      ) : null}
      {error ? (
        <Notice tone="error" announce="assertive" className="account-switcher__error">
          {error}
        </Notice>
      ) : null}
      {/* The dialog gives the focus back to this account's button as it closes. */}
      {confirming ? (
        <Suspense fallback={null}>
          <SignOutDialog account={active} {...signOutAnswers} />
        </Suspense>
      ) : null}
    </div>
  );
}

function activateOnKey(event: KeyboardEvent<HTMLElement>, action: () => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    action();
  }
}
