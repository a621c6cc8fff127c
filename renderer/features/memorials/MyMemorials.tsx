import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { PersonalMemorial } from '../../../shared/api/memorials';
import type { AccountInfo, OutboxEntry } from '../../../shared/bridge';
import { useAppStore } from '../../data/app-state';
import { dismissChange, useLaidOver, useRefusedChanges, useUnfinishedChanges } from '../../data/outbox';
import { useRead } from '../../data/use-read';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ExternalLink } from '../../ui/ExternalLink';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { withChange, type ShownMemorial } from './memorial-data';
import { isolate, lifeDates } from './memorial-format';
import { personalStatus, statusKey } from './memorial-status';
import { COMMON_WORDS, LIST_WORDS as words } from './memorials-words';
import { MY_MEMORIALS_READ } from './my-memorials-read';

/** A word space between the words read out and what follows (not a message: every language here writes one). */
const SPACE = ' ';

/** How often the list is refreshed in the background while it is open (a check may finish). */
export const MY_MEMORIALS_REFRESH_MS = 60_000;

/** A family's memorials: what each one is called and whether it is public, in plain words. */
export function MyMemorials({ account }: { account: AccountInfo }) {
  const intl = useIntl();
  const { query, refresh } = useRead({
    accountId: account.id,
    ...MY_MEMORIALS_READ,
    refetchInterval: MY_MEMORIALS_REFRESH_MS,
    enabled: account.signedIn,
  });
  const fromService = query.data?.data;
  const total = query.data?.meta.total ?? 0;
  const waiting = useUnfinishedChanges({ accountId: account.id, operations: ['updateMyMemorial'] });
  const refused = useRefusedChanges({ accountId: account.id, operations: ['updateMyMemorial'] });
  const start = useCallback((memorial: PersonalMemorial): ShownMemorial => ({ ...memorial, waiting: [] }), []);
  const shown = useLaidOver(fromService?.map(start), waiting, (memorial, change) => change.memorialId === memorial.id, withChange);
  useAnnounceChanges(fromService);
  const memorials = shown?.filter((memorial) => !memorial.is_deleted);
  const deleted = shown?.filter((memorial) => memorial.is_deleted) ?? [];

  return (
    <Screen
      title={intl.formatMessage(COMMON_WORDS.myMemorials)}
      loading={query.isPending && account.signedIn ? intl.formatMessage(words.loading) : null}
      read={{ account, what: intl.formatMessage(words.readWhat), query, refresh }}
      checkNow
      pictured
    >
      {memorials ? (
        <div className="screen-actions">
          <Link {...places.newMemorial} className="button button--primary">
            <FormattedMessage {...words.create} />
          </Link>
          <Link {...places.onboardingLink} className="button button--secondary">
            <FormattedMessage {...words.onboardingLink} />
          </Link>
        </div>
      ) : null}
      {memorials && memorials.length === 0 ? (
        <EmptyState title={intl.formatMessage(words.emptyTitle, { deleted: deleted.length > 0 ? 'yes' : 'no' })}>
          <p>
            <FormattedMessage {...words.emptyAbout} />
          </p>
        </EmptyState>
      ) : null}
      {memorials && memorials.length > 0 ? (
        <>
          {shown && total > shown.length ? (
            <p className="hint">
              <FormattedMessage {...words.showing} values={{ shown: intl.formatNumber(shown.length), total }} />
            </p>
          ) : null}
          <ul className="cards" aria-label={intl.formatMessage(words.listLabel)}>
            {memorials.map((memorial) => (
              <MemorialCard key={memorial.id} memorial={memorial} refused={refused.filter((change) => change.memorialId === memorial.id)} />
            ))}
          </ul>
        </>
      ) : null}
      {deleted.length > 0 ? (
        <section className="deleted-memorials" aria-labelledby="deleted-memorials">
          <h2 id="deleted-memorials">
            <FormattedMessage {...words.deletedHeading} />
          </h2>
          <p className="hint">
            <FormattedMessage {...words.deletedAbout} />
          </p>
          <ul className="cards" aria-label={intl.formatMessage(words.deletedLabel)}>
            {deleted.map((memorial) => (
              <MemorialCard key={memorial.id} memorial={memorial} refused={refused.filter((change) => change.memorialId === memorial.id)} />
            ))}
          </ul>
        </section>
      ) : null}
    </Screen>
  );
}

/** "The memorial for Harold Brennan is now live." — what changed since the last answer, in a sentence (the name isolated). */
export function stateChangeSentence(memorial: PersonalMemorial, intl: IntlShape): string {
  const status = personalStatus(memorial, intl);
  // "live" only on the service's word (a public address after the check passed), as everywhere.
  return intl.formatMessage(words.changed, {
    live: status.tone === 'live' ? 'yes' : 'no',
    named: memorial.deceased_name ? 'yes' : 'no',
    name: isolate(memorial.deceased_name ?? ''),
    state: status.words,
  });
}

/**
 * A check may finish, or a memorial go live, while the list is open: the card changes in place,
 * which a screen reader would not notice. Says it once, politely, for each memorial whose state
 * changed between two answers; the first answer is just the list, and says nothing.
 */
function useAnnounceChanges(memorials: readonly PersonalMemorial[] | undefined): void {
  const announce = useAppStore((s) => s.announce);
  const intl = useIntl();
  const intlRef = useRef(intl);
  intlRef.current = intl;
  const seen = useRef<Map<number, string> | null>(null);
  useEffect(() => {
    if (!memorials) return;
    const previous = seen.current;
    seen.current = new Map(memorials.map((memorial) => [memorial.id, statusKey(memorial)]));
    if (previous === null) return;
    const changed = memorials.filter((memorial) => {
      const before = previous.get(memorial.id);
      return before !== undefined && before !== statusKey(memorial);
    });
    if (changed.length > 0) announce(changed.map((memorial) => stateChangeSentence(memorial, intlRef.current)).join(' '));
  }, [memorials, announce]);
}

function MemorialCard({ memorial, refused }: { memorial: ShownMemorial; refused: OutboxEntry[] }) {
  const intl = useIntl();
  const status = personalStatus(memorial, intl);
  const dates = lifeDates(intl, memorial.birth_date, memorial.death_date);
  const headingId = `memorial-${memorial.id}`;
  return (
    <li className={`card card--${status.tone}`}>
      <article aria-labelledby={headingId}>
        <h2 className="card__name" id={headingId}>
          <Link {...places.memorial(memorial.id)} className="card__open">
            {memorial.deceased_name ? <bdi>{memorial.deceased_name}</bdi> : <FormattedMessage {...words.nameNotGiven} />}
          </Link>
        </h2>
        {dates ? <p className="card__dates">{dates}</p> : null}
        {memorial.title ? (
          <p className="card__title">
            <bdi>{memorial.title}</bdi>
          </p>
        ) : null}
        <p className={`status status--${status.tone}`}>
          <span className="visually-hidden">
            <FormattedMessage {...words.status} />
            {SPACE}
          </span>
          {status.words}
        </p>
        {status.detail ? <p className="card__reason">{status.detail}</p> : null}
        {refused.map((change) => (
          <div key={change.id} className="card__refused" role="status">
            <p>
              <FormattedMessage {...words.notMade} values={{ b: (chunks) => <strong>{chunks}</strong>, reason: change.message ?? '' }} />
            </p>
            <Button variant="quiet" onClick={() => void dismissChange(change.id)}>
              <FormattedMessage {...words.dismiss} />
            </Button>
          </div>
        ))}
        {memorial.waiting.length > 0 ? (
          <p className="card__waiting">
            <FormattedMessage {...words.waiting} values={{ count: memorial.waiting.length }} />
          </p>
        ) : null}
        {status.tone === 'live' && memorial.url ? (
          <p className="card__link">
            <ExternalLink href={memorial.url}>
              {intl.formatMessage(words.publicPage, { named: memorial.deceased_name ? 'yes' : 'no', name: isolate(memorial.deceased_name ?? '') })}
            </ExternalLink>
            <span className="card__address address">{memorial.url}</span>
          </p>
        ) : null}
      </article>
    </li>
  );
}
