import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { AccountInfo, OutboxEntry } from '../../shared/bridge';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { toBridgeError } from '../ui/errors';
import { Notice } from '../ui/Notice';
import { useAccountActions } from './accounts';
import { kindLabel, unfinishedEntries, useAppStore } from './store';

/** How many of a person's unsent changes are shown by name in the sign-out question. */
const UNSENT_LISTED = 5;

/**
 * The active account, and a menu (WAI-ARIA menu button) to switch to another, add one, or sign
 * out of the active one after saying yes to a question. It names every account as main does, so
 * the button and the menu always agree. Layout keys it by the active account: a switch or a
 * sign-out starts it afresh (no question or error carried over to another account).
 */
export function AccountSwitcher({ active }: { active: AccountInfo }) {
  const accounts = useAppStore((s) => s.accounts.accounts);
  const outbox = useAppStore((s) => s.outbox);
  const showSignIn = useAppStore((s) => s.showSignIn);
  const actions = useAccountActions();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
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

  const switchTo = (account: AccountInfo) => {
    if (account.id === active.id) return;
    setError(null);
    actions.switchTo(account.id).catch((failure: unknown) => setError(toBridgeError(failure).message));
  };

  const signOut = () => {
    setWorking(true);
    setError(null);
    actions.signOut(active.id).then(
      () => {
        setWorking(false);
        setConfirming(false);
      },
      (failure: unknown) => {
        setWorking(false);
        setError(toBridgeError(failure).message);
      },
    );
  };

  const unsent = unfinishedEntries(outbox, active.id);
  const label = `Account: ${active.name}, ${kindLabel(active)}`;

  return (
    <div className="account-switcher">
      <button
        ref={button}
        type="button"
        className="account-switcher__button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKey}
      >
        <span className="account-switcher__name">{active.name}</span>
        <span className="account-switcher__kind">{kindLabel(active)}</span>
        <span className="account-switcher__chevron" aria-hidden="true" />
      </button>
      {open ? (
        <ul ref={menu} id={menuId} className="menu" role="menu" aria-label="Accounts" onKeyDown={onMenuKey}>
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
                {account.id === active.id ? '✓' : ''}
              </span>
              <span>
                {account.name} — {kindLabel(account)}
                {account.signedIn ? '' : ' (signed out)'}
              </span>
            </li>
          ))}
          <li role="separator" className="menu__separator" />
          <li role="menuitem" tabIndex={-1} className="menu__item" onClick={() => choose(() => showSignIn())} onKeyDown={(event) => activateOnKey(event, () => choose(() => showSignIn()))}>
            <span className="menu__check" aria-hidden="true">
              +
            </span>
            <span>Add another account</span>
          </li>
          <li
            role="menuitem"
            tabIndex={-1}
            className="menu__item"
            onClick={() => choose(() => setConfirming(true))}
            onKeyDown={(event) => activateOnKey(event, () => choose(() => setConfirming(true)))}
          >
            <span className="menu__check" aria-hidden="true" />
            <span>Sign out of {active.name}</span>
          </li>
        </ul>
      ) : null}
      {error && !confirming ? (
        <Notice tone="error" announce="assertive" className="account-switcher__error">
          {error}
        </Notice>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={`Sign out of ${active.name}?`}
          confirmLabel="Yes, sign out"
          cancelLabel="Stay signed in"
          busy={working}
          error={error}
          onConfirm={signOut}
          onCancel={() => {
            // The dialog gives the focus back to this account's button as it closes.
            setConfirming(false);
            setError(null);
          }}
        >
          <SignOutQuestion account={active} unsent={unsent} />
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/**
 * What signing out means. Main gives up the account's unsent changes when it signs out, so they
 * are named plainly, and nothing claims the service is left as it was when they would be lost.
 */
function SignOutQuestion({ account, unsent }: { account: AccountInfo; unsent: OutboxEntry[] }) {
  const count = unsent.length;
  const again = account.kind === 'business' ? 'To sign in again you will need your business token.' : 'You can sign in again at any time.';
  return (
    <>
      {count > 0 ? (
        <>
          <p className="dialog__warning">
            {count === 1
              ? 'If you sign out now, this change will not be sent and will be lost. Stay signed in to let it go out.'
              : `If you sign out now, these ${count} changes will not be sent and will be lost. Stay signed in to let them go out.`}
          </p>
          <ul className="dialog__list">
            {unsent.slice(0, UNSENT_LISTED).map((entry) => (
              <li key={entry.id}>{entry.label}</li>
            ))}
            {count > UNSENT_LISTED ? <li>and {count - UNSENT_LISTED} more</li> : null}
          </ul>
          <p>Memorial Desk will forget this sign-in on this computer. {again}</p>
        </>
      ) : (
        <p>Memorial Desk will forget this sign-in on this computer. Nothing changes on the memorial service. {again}</p>
      )}
    </>
  );
}

function activateOnKey(event: KeyboardEvent<HTMLElement>, action: () => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    action();
  }
}
