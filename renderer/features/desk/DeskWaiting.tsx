import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { AccountInfo } from '../../../shared/bridge';
import type { DeskSweepState, DeskWaitingMemorial } from '../../../shared/bridge/desk';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { formatDate, formatTime, plural } from '../../ui/format';
import { LiveMessage, Notice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { DeskBrand } from './DeskBrand';
import { SaveList } from './SaveList';
import { useWaiting } from './desk-data';
import { formatMoment, ResendInvitation } from './ResendInvitation';
import { howLongSince } from './words';

/** The clock for "waiting for 3 days", moved on each minute while the screen is open. */
function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Where the core's check of every memorial is, in words: when it was last complete, and what it is doing now. */
function sweepWords(state: DeskSweepState, now: number): string {
  const last = state.completeAt
    ? `Last checked in full at ${formatTime(state.completeAt)} on ${formatDate(state.completeAt)} (${howLongSince(state.completeAt, now)} ago).`
    : null;
  if (state.checking) {
    const where = state.checking.pages ? `page ${state.checking.page} of ${state.checking.pages}` : 'the first page';
    return [last ?? 'Not checked in full yet.', `Checking every memorial now, in the background: ${where}.`].join(' ');
  }
  return last ?? 'Not checked yet.';
}

/**
 * The families invited to write a memorial who have not taken it up yet: how long each has
 * waited, when the link runs out, and sending the invitation again. The core finds them by going
 * through every memorial in the background (the service cannot list them by status).
 */
export function DeskWaiting({ account }: { account: AccountInfo }) {
  const { query, checkNow } = useWaiting(account.id, account.signedIn);
  const [asked, setAsked] = useState<string | null>(null);
  const now = useNow();
  const state = query.data;

  return (
    <>
      <DeskBrand account={account} />
      <Screen
        title="Waiting on the family"
        loading={query.isPending && account.signedIn ? 'Loading the invitations…' : null}
        // No Check now at the top (ListCheck): this read is the core's own list, and asking it again
        // asks the service nothing; "Check again now" below starts the core's pass over every memorial.
        read={{ account, what: 'the invitations', query, refresh: () => query.refetch() }}
      >
        <p className="lead">Families you invited to write a memorial who have not taken up the invitation yet. The longest wait is first.</p>
        {state ? (
          <div className="desk-sweep">
            <LiveMessage className="desk-sweep__words">{sweepWords(state, now)}</LiveMessage>
            <Button
              variant="secondary"
              unavailable={state.checking !== null}
              onClick={() => {
                setAsked('Checking every memorial again now.');
                void checkNow();
              }}
            >
              Check again now
            </Button>
            <LiveMessage visuallyHidden>{asked}</LiveMessage>
          </div>
        ) : null}
        {state?.problem ? (
          <Notice tone="warning" announce="polite" title="The last check did not finish.">
            <p>{state.problem}</p>
          </Notice>
        ) : null}

        {state && state.waiting.length === 0 && state.completeAt !== null ? (
          <EmptyState title="No family is waiting.">
            <p>Every invitation your funeral home sent has been taken up, or none has been sent yet.</p>
          </EmptyState>
        ) : null}

        {state && state.waiting.length > 0 ? (
          <>
            <p className="results-summary">{plural(state.waiting.length, 'invitation', 'invitations')} not taken up yet.</p>
            <ul className="plain-list desk-waiting">
              {state.waiting.map((row) => (
                <WaitingRow key={row.slug ?? `invitation-${row.invitation?.id}`} account={account} row={row} now={now} />
              ))}
            </ul>
            {state.waiting.some((row) => row.invitation === null) ? (
              <p className="hint desk-waiting__note">
                “Sent from somewhere else” means the invitation was sent from the memorial service’s website or from another computer. The list of memorials
                does not give an invitation’s number or when its link runs out, so only invitations sent from this computer can be sent again here. The others
                can be sent again from your funeral home’s account on the website.
              </p>
            ) : null}
            <SaveList account={account} which="waiting" />
          </>
        ) : null}
      </Screen>
    </>
  );
}

function WaitingRow({ account, row, now }: { account: AccountInfo; row: DeskWaitingMemorial; now: number }) {
  const name = row.deceasedName ?? 'Name not given yet';
  const waited = howLongSince(row.createdAt, now);
  const expiresAt = row.invitation?.expiresAt ?? null;
  const expired = expiresAt !== null && Date.parse(expiresAt) <= now;
  const sentAgain = row.invitation && row.createdAt && Date.parse(row.invitation.sentAt) - Date.parse(row.createdAt) > 60_000;

  return (
    <li className="desk-card">
      <h2 className="desk-card__name">{row.slug ? <Link {...places.deskMemorial(row.slug)}>{name}</Link> : name}</h2>
      {row.title ? <p className="desk-card__detail">{row.title}</p> : null}
      <p>
        Invited on {formatDate(row.createdAt) ?? 'a day not recorded'}
        {waited ? <>: waiting for {waited}.</> : '.'}
        {sentAgain ? ` Sent again on ${formatMoment(row.invitation!.sentAt)}.` : ''}
      </p>
      {row.invitation ? (
        expiresAt === null ? (
          <p>The service did not say until when the link works.</p>
        ) : expired ? (
          <p className="desk-card__warning">The link ran out on {formatMoment(expiresAt)}. Send the invitation again to give the family a new one.</p>
        ) : (
          <p>The link works until {formatMoment(expiresAt)}.</p>
        )
      ) : (
        <p className="desk-card__detail">Sent from somewhere else, so when its link runs out is not known here, and it cannot be sent again from here.</p>
      )}
      <div className="desk-card__actions">
        {row.invitation ? <ResendInvitation accountId={account.id} invitation={row.invitation} name={name} /> : null}
        {row.slug ? (
          <Link {...places.deskHandout(row.slug)} className="button button--secondary">
            Print a hand-out <span className="visually-hidden">for {name}</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}
