import { Link } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { AccountInfo } from '../../../shared/bridge';
import type { DeskSweepState, DeskWaitingMemorial } from '../../../shared/bridge/desk';
import { formatWords } from '../../data/message-format';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { formatDate, formatTime } from '../../ui/format';
import { LiveMessage, Notice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { DeskBrand } from './DeskBrand';
import { SaveList } from './SaveList';
import { useWaiting } from './desk-data';
import { formatMoment, ResendInvitation } from './ResendInvitation';
import { DESK_WORDS, WAITING_WORDS as words } from './desk-words';
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
function sweepWords(intl: IntlShape, state: DeskSweepState, now: number): string {
  const last = state.completeAt
    ? intl.formatMessage(words.lastChecked, {
        time: formatTime(state.completeAt),
        date: formatDate(state.completeAt),
        ago: howLongSince(intl, state.completeAt, now),
      })
    : null;
  if (state.checking) {
    const where = state.checking.pages
      ? intl.formatMessage(words.checkingPage, { page: state.checking.page, pages: state.checking.pages })
      : intl.formatMessage(words.checkingFirst);
    return [last ?? intl.formatMessage(words.notCheckedInFull), where].join(' ');
  }
  return last ?? intl.formatMessage(words.notChecked);
}

/**
 * The families invited to write a memorial who have not taken it up yet: how long each has
 * waited, when the link runs out, and sending the invitation again. The core finds them by going
 * through every memorial in the background (the service cannot list them by status).
 */
export function DeskWaiting({ account }: { account: AccountInfo }) {
  const intl = useIntl();
  const { query, checkNow } = useWaiting(account.id, account.signedIn);
  const [asked, setAsked] = useState<string | null>(null);
  const now = useNow();
  const state = query.data;

  return (
    <>
      <DeskBrand account={account} />
      <Screen
        title={intl.formatMessage(words.title)}
        loading={query.isPending && account.signedIn ? intl.formatMessage(words.loading) : null}
        // No Check now at the top (ListCheck): this read is the core's own list, and asking it again
        // asks the service nothing; "Check again now" below starts the core's pass over every memorial.
        read={{ account, what: intl.formatMessage(words.what), query, refresh: () => query.refetch() }}
      >
        <p className="lead">
          <FormattedMessage {...words.lead} />
        </p>
        {state ? (
          <div className="desk-sweep">
            <LiveMessage className="desk-sweep__words">{sweepWords(intl, state, now)}</LiveMessage>
            <Button
              variant="secondary"
              unavailable={state.checking !== null}
              onClick={() => {
                setAsked(intl.formatMessage(words.checkingAgain));
                void checkNow();
              }}
            >
              <FormattedMessage {...words.checkAgain} />
            </Button>
            <LiveMessage visuallyHidden>{asked}</LiveMessage>
          </div>
        ) : null}
        {state?.problem ? (
          <Notice tone="warning" announce="polite" title={intl.formatMessage(words.problem)}>
            <p>{formatWords(state.problemWords, state.problem)}</p>
          </Notice>
        ) : null}

        {state && state.waiting.length === 0 && state.completeAt !== null ? (
          <EmptyState title={intl.formatMessage(words.empty)}>
            <p>
              <FormattedMessage {...words.emptyAbout} />
            </p>
          </EmptyState>
        ) : null}

        {state && state.waiting.length > 0 ? (
          <>
            <p className="results-summary">
              <FormattedMessage {...words.count} values={{ count: state.waiting.length }} />
            </p>
            <ul className="plain-list desk-waiting">
              {state.waiting.map((row) => (
                <WaitingRow key={row.slug ?? `invitation-${row.invitation?.id}`} account={account} row={row} now={now} />
              ))}
            </ul>
            {state.waiting.some((row) => row.invitation === null) ? (
              <p className="hint desk-waiting__note">
                <FormattedMessage {...words.elsewhereNote} />
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
  const intl = useIntl();
  const name = row.deceasedName ?? intl.formatMessage(DESK_WORDS.nameNotGiven);
  const waited = howLongSince(intl, row.createdAt, now);
  const invitedOn = formatDate(row.createdAt) ?? intl.formatMessage(words.dayNotRecorded);
  const invited = waited ? intl.formatMessage(words.invitedWaiting, { date: invitedOn, waited }) : intl.formatMessage(words.invited, { date: invitedOn });
  const expiresAt = row.invitation?.expiresAt ?? null;
  const expired = expiresAt !== null && Date.parse(expiresAt) <= now;
  const sentAgain = row.invitation && row.createdAt && Date.parse(row.invitation.sentAt) - Date.parse(row.createdAt) > 60_000;

  return (
    <li className="desk-card">
      <h2 className="desk-card__name">
        {row.slug ? (
          <Link {...places.deskMemorial(row.slug)}>
            <bdi>{name}</bdi>
          </Link>
        ) : (
          <bdi>{name}</bdi>
        )}
      </h2>
      {row.title ? (
        <p className="desk-card__detail">
          <bdi>{row.title}</bdi>
        </p>
      ) : null}
      <p>
        {sentAgain
          ? intl.formatMessage(DESK_WORDS.twoSentences, {
              first: invited,
              second: intl.formatMessage(words.sentAgain, { moment: formatMoment(intl, row.invitation!.sentAt) }),
            })
          : invited}
      </p>
      {row.invitation ? (
        expiresAt === null ? (
          <p>
            <FormattedMessage {...DESK_WORDS.linkUnknown} />
          </p>
        ) : expired ? (
          <p className="desk-card__warning">
            <FormattedMessage {...words.ranOut} values={{ moment: formatMoment(intl, expiresAt) }} />
          </p>
        ) : (
          <p>
            <FormattedMessage {...words.until} values={{ moment: formatMoment(intl, expiresAt) }} />
          </p>
        )
      ) : (
        <p className="desk-card__detail">
          <FormattedMessage {...words.sentElsewhere} />
        </p>
      )}
      <div className="desk-card__actions">
        {row.invitation ? <ResendInvitation accountId={account.id} invitation={row.invitation} name={name} /> : null}
        {row.slug ? (
          <Link {...places.deskHandout(row.slug)} className="button button--secondary">
            <FormattedMessage
              {...words.printFor}
              values={{ name: <bdi>{name}</bdi>, hidden: (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span> }}
            />
          </Link>
        ) : null}
      </div>
    </li>
  );
}
