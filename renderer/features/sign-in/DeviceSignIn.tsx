import { useEffect, useRef, useState } from 'react';
import type { AccountInfo, DeviceSignIn } from '../../../shared/bridge';
import { getBridge } from '../../bridge';
import { useAccountActions } from '../../app/accounts';
import { openExternal } from '../../app/bridge-calls';
import { useAppStore } from '../../app/store';
import { Button } from '../../ui/Button';
import { toBridgeError } from '../../ui/errors';
import { useDocumentTitle, useFocusOnMount } from '../../ui/focus';
import { formatTime } from '../../ui/format';
import { LiveMessage, Notice } from '../../ui/Notice';
import { useStartDeviceSignIn } from './start-device';

/** Main polls the service; this only asks main now and then in case an event went missing. */
export const DEVICE_POLL_MS = 4000;

const ENDINGS: Record<Exclude<DeviceSignIn['state'], 'waiting' | 'approved'>, { title: string; explain: (flow: DeviceSignIn) => string }> = {
  denied: {
    title: 'Sign-in was declined',
    explain: () =>
      'On the sign-in page, the request from Memorial Desk was declined, so nothing has changed. If that was not what you meant, start again to get a new code.',
  },
  expired: {
    title: 'The code ran out of time',
    explain: () => 'A code only lasts a few minutes, and this one was not approved in time. Start again to get a new code.',
  },
  cancelled: {
    title: 'Sign-in was cancelled',
    explain: () => 'This sign-in was stopped. Start again whenever you are ready.',
  },
  failed: {
    title: 'Sign-in did not work',
    explain: (flow) => flow.message,
  },
};

/**
 * Family sign-in with a code (the device flow): open the service's sign-in page, check the code
 * there, approve, and come back. Follows main's `deviceSignIn` events, and asks now and then too.
 * `again`: signing back in to an account whose sign-in is gone (from "Sign in again").
 */
export function DeviceSignInPanel({ flow, again = false }: { flow: DeviceSignIn; again?: boolean }) {
  const showMemorials = useAppStore((s) => s.showMemorials);
  const updateDeviceFlow = useAppStore((s) => s.updateDeviceFlow);
  const showSignIn = useAppStore((s) => s.showSignIn);
  // Focus the heading again when the sign-in ends, so its outcome is read first.
  const heading = useFocusOnMount<HTMLHeadingElement>(true, flow.state === 'waiting' || flow.state === 'approved' ? 'on-going' : 'ended');
  const { start, starting, error: restartError } = useStartDeviceSignIn({ again });
  const { switchTo } = useAccountActions();
  const [copied, setCopied] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const finished = useRef(false);
  const flowId = flow.flowId;

  useEffect(() => getBridge().subscribe('deviceSignIn', updateDeviceFlow), [updateDeviceFlow]);

  useEffect(() => {
    if (flow.state !== 'waiting') return;
    const timer = setInterval(() => {
      getBridge()
        .call('signIn.device.get', { flowId })
        .then(updateDeviceFlow, () => {
          // The next event or poll will tell; a missed poll is not worth alarming anyone.
        });
    }, DEVICE_POLL_MS);
    return () => clearInterval(timer);
  }, [flowId, flow.state, updateDeviceFlow]);

  const approvedAccount = flow.state === 'approved' ? flow.account : null;
  useEffect(() => {
    if (flow.state !== 'approved' || finished.current) return;
    finished.current = true;
    finishSignIn(approvedAccount, switchTo).catch((failure: unknown) => setProblem(toBridgeError(failure).message));
  }, [flow.state, approvedAccount, switchTo]);

  const openPage = () => {
    setProblem(null);
    openExternal(flow.verificationUriComplete).catch((failure: unknown) => setProblem(toBridgeError(failure).message));
  };

  const copyCode = () => {
    setCopied(null);
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied('The code could not be copied here. Please write it down instead.');
      return;
    }
    clipboard.writeText(flow.userCode).then(
      () => setCopied('Code copied'),
      () => setCopied('The code could not be copied. Please write it down instead.'),
    );
  };

  // Leaving the flow cancels it in main (see app/sync.ts), whichever way the person leaves.
  // Signing back in came from the account's screen, so Cancel goes back there.
  const cancel = () => (again ? showMemorials() : showSignIn());

  const ending = flow.state !== 'waiting' && flow.state !== 'approved' ? ENDINGS[flow.state] : null;
  const title = ending ? ending.title : again ? 'Sign in again' : 'Sign in as a family';
  useDocumentTitle(title);

  if (ending) {
    return (
      <div className="sign-in sign-in--device">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        <LiveMessage>{flow.message}</LiveMessage>
        {flow.state !== 'failed' ? <p className="lead">{ending.explain(flow)}</p> : null}
        {restartError ? (
          <Notice tone="error" announce="assertive">
            <p>{restartError}</p>
          </Notice>
        ) : null}
        <div className="actions">
          <Button variant="primary" busy={starting} onClick={start}>
            Start again
          </Button>
          <Button variant="secondary" onClick={() => showSignIn()}>
            Choose another way to sign in
          </Button>
        </div>
      </div>
    );
  }

  const approved = flow.state === 'approved';
  return (
    <div className="sign-in sign-in--device">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <LiveMessage className="device__message">{flow.message}</LiveMessage>

      <ol className="steps">
        <li>
          <p>Open the memorial service&rsquo;s sign-in page in your web browser.</p>
          <Button variant="primary" onClick={openPage} unavailable={approved}>
            Open the sign-in page
          </Button>
          <p className="hint">
            On another computer or phone? Go to <span className="address">{flow.verificationUri}</span> and type the code below.
          </p>
        </li>
        <li>
          <p>Check that the page shows this code, then choose to allow Memorial Desk.</p>
          <section className="user-code" aria-labelledby="user-code-label">
            <h2 className="user-code__label" id="user-code-label">
              Your code
            </h2>
            {/* Read out letter by letter; the big code itself would be read as a word. */}
            <p className="user-code__value" aria-hidden="true">
              {flow.userCode}
            </p>
            <p className="visually-hidden">{spellCode(flow.userCode)}</p>
            <Button variant="secondary" onClick={copyCode}>
              Copy the code
            </Button>
            <LiveMessage className="user-code__copied">{copied}</LiveMessage>
            <p className="hint">This code works until {formatTime(flow.expiresAt)}.</p>
          </section>
        </li>
        <li>
          <p>Come back here. This window moves on by itself once you have allowed it.</p>
        </li>
      </ol>

      {problem ? (
        <Notice tone="error" announce="assertive">
          <p>{problem}</p>
        </Notice>
      ) : null}

      <div className="actions">
        <Button variant="secondary" unavailable={approved} onClick={cancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

async function finishSignIn(account: AccountInfo | null, switchTo: (id: string) => Promise<unknown>): Promise<void> {
  const store = useAppStore.getState();
  if (account) {
    await switchTo(account.id);
    // A family account's name is a stand-in main makes up ("Personal account, signed in …"):
    // not worth repeating as if it were the person's name.
    store.setFlash({ message: 'You are signed in.', accent: null });
    store.announce('You are signed in.');
    return;
  }
  // Approved without an account in the news: main knows; ask it.
  store.setAccounts(await getBridge().call('accounts.list', {}));
  store.showMemorials();
}

/** "BCDF-GHJK" → "B C D F, dash, G H J K": one letter at a time for a screen reader. */
export function spellCode(code: string): string {
  return code
    .split('-')
    .map((group) => group.split('').join(' '))
    .join(', dash, ');
}
