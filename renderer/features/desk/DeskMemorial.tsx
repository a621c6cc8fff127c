import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Memorial } from '../../../shared/api/business';
import type { AccountInfo } from '../../../shared/bridge';
import { useRead } from '../../data/use-read';
import { ExternalLink } from '../../ui/ExternalLink';
import { formatDate, formatDay } from '../../ui/format';
import { LiveMessage } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { DeskBrand } from './DeskBrand';
import { useRefreshWhenLive, useWaiting } from './desk-data';
import { ANSWER_WORDS, DESK_WORDS, isolate, MEMORIAL_WORDS as words } from './desk-words';
import { businessStatusMeaning, businessStatusWords } from './memorial-status';
import { formatMoment, ResendInvitation } from './ResendInvitation';
import { privacyWords } from './words';

/** While the service is making a memorial live (in progress), how often it is asked how it is now. */
export const MEMORIAL_WATCH_MS = 5_000;
/**
 * A memorial waiting on the family changes when the family acts, in hours or days: it is read
 * again each minute, from what the core kept while that is fresh, not asked of the service every few
 * seconds. Ten desks of one funeral home share the token's fifty requests a minute (issue 33: a
 * desk watching an invitation every 5 s spent twelve of them by itself).
 */
export const AWAITING_REFRESH_MS = 60_000;

/** The memorial's address in the app: by web address name while pending, by id once live (spec 4.3). */
export function useMemorialRef(): string {
  return useParams({ strict: false, select: (params: { ref?: string }) => params.ref ?? '' });
}

/** Once live, a memorial changes rarely: it is read again now and then. */
const LIVE_REFRESH_MS = 5 * 60_000;

/** One memorial by the address's reference, watched closely while the service is making it live. */
export function useDeskMemorial(account: AccountInfo, ref: string) {
  const [every, setEvery] = useState(MEMORIAL_WATCH_MS);
  const read = useRead({
    accountId: account.id,
    name: 'getMemorial',
    input: { params: { memorial: ref } },
    enabled: account.signedIn && ref !== '',
    refetchInterval: every,
    // Watched closely (the service asked each time) while it is being made live; otherwise the core's kept answer serves.
    follow: every === MEMORIAL_WATCH_MS,
  });
  const status = read.query.data?.status;
  const live = status === 'live';
  const wanted = live ? LIVE_REFRESH_MS : status === 'awaiting_family' ? AWAITING_REFRESH_MS : MEMORIAL_WATCH_MS;
  if (wanted !== every) setEvery(wanted);
  useRefreshWhenLive(account.id, live);
  return read;
}

/** One memorial, as the service describes it to the funeral home: its state in words, its address once live. */
export function DeskMemorial({ account }: { account: AccountInfo }) {
  const intl = useIntl();
  const ref = useMemorialRef();
  const { query, refresh } = useDeskMemorial(account, ref);
  const memorial = query.data;
  const name = memorial?.deceased_name ?? intl.formatMessage(memorial ? DESK_WORDS.nameNotGiven : words.aMemorial);

  return (
    <>
      <DeskBrand account={account} />
      <Screen
        title={name}
        back={{ place: places.desk, label: intl.formatMessage(words.backTo) }}
        loading={query.isPending && account.signedIn ? intl.formatMessage(DESK_WORDS.loadingMemorial) : null}
        read={{ account, what: intl.formatMessage(DESK_WORDS.thisMemorial), query, refresh }}
        checkNow
      >
        {memorial ? <MemorialDetails account={account} memorial={memorial} name={name} /> : null}
      </Screen>
    </>
  );
}

function MemorialDetails({ account, memorial, name }: { account: AccountInfo; memorial: Memorial; name: string }) {
  const intl = useIntl();
  const born = formatDay(memorial.birth_date);
  const died = formatDay(memorial.death_date);
  return (
    <>
      {memorial.title ? (
        <p className="lead">
          <bdi>{memorial.title}</bdi>
        </p>
      ) : null}
      <section className="desk-panel" aria-labelledby="memorial-state">
        <h2 id="memorial-state">
          <FormattedMessage {...words.whereNow} />
        </h2>
        <LiveMessage>
          <p className={`status status--${memorial.status}`}>{businessStatusWords(intl, memorial.status)}</p>
        </LiveMessage>
        <p>{businessStatusMeaning(intl, memorial.status)}</p>
        {memorial.status === 'live' && memorial.web_url ? (
          <p>
            <FormattedMessage
              {...words.address}
              values={{
                address: <span className="address">{memorial.web_url}</span>,
                open: (
                  <ExternalLink href={memorial.web_url} context={intl.formatMessage(DESK_WORDS.of, { name: isolate(name) })}>
                    {intl.formatMessage(DESK_WORDS.openPublic)}
                  </ExternalLink>
                ),
              }}
            />
          </p>
        ) : null}
        {memorial.status === 'awaiting_family' ? <Invitation account={account} slug={memorial.slug} name={name} /> : null}
        <div className="desk-actions">
          <Link {...places.deskHandout(memorial.status === 'live' && memorial.id !== null ? memorial.id : memorial.slug)} className="button button--primary">
            <FormattedMessage {...DESK_WORDS.printHandout} />
          </Link>
        </div>
      </section>

      <h2>
        <FormattedMessage {...words.details} />
      </h2>
      <dl className="desk-facts">
        {memorial.subtitle ? (
          <>
            <dt>
              <FormattedMessage {...words.subtitle} />
            </dt>
            <dd>
              <bdi>{memorial.subtitle}</bdi>
            </dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage {...words.born} />
        </dt>
        <dd>{born ?? intl.formatMessage(words.notGiven)}</dd>
        <dt>
          <FormattedMessage {...words.died} />
        </dt>
        <dd>{died ?? intl.formatMessage(words.notGiven)}</dd>
        <dt>
          <FormattedMessage {...words.whoMaySee} />
        </dt>
        <dd>{privacyWords(intl, memorial.privacy)}</dd>
        <dt>
          <FormattedMessage {...words.premium} />
        </dt>
        <dd>
          <FormattedMessage {...words.yesNo} values={{ premium: memorial.is_premium }} />
        </dd>
        <dt>
          <FormattedMessage {...words.slug} />
        </dt>
        <dd className="address">{memorial.slug}</dd>
        <dt>
          <FormattedMessage {...ANSWER_WORDS.madeOn} />
        </dt>
        <dd>{formatDate(memorial.created_at) ?? intl.formatMessage(DESK_WORDS.notRecorded)}</dd>
        <dt>
          <FormattedMessage {...words.lastChanged} />
        </dt>
        <dd>{formatDate(memorial.updated_at) ?? intl.formatMessage(DESK_WORDS.notRecorded)}</dd>
      </dl>
      {memorial.description ? (
        <details className="desk-obituary">
          <summary>
            <FormattedMessage {...words.readObituary} />
          </summary>
          <div className="desk-obituary__text">
            {memorial.description.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
        </details>
      ) : null}
    </>
  );
}

/** The invitation, as far as this computer knows it (the service's memorial record does not say). */
function Invitation({ account, slug, name }: { account: AccountInfo; slug: string; name: string }) {
  const intl = useIntl();
  const waiting = useWaiting(account.id).query.data;
  const row = waiting?.waiting.find((entry) => entry.slug === slug);
  if (!waiting) return null;
  if (!row?.invitation) {
    return (
      <p className="hint">
        <FormattedMessage {...words.notFromHere} />
      </p>
    );
  }
  return (
    <>
      <p>
        {row.invitation.expiresAt
          ? intl.formatMessage(words.until, { moment: formatMoment(intl, row.invitation.expiresAt) })
          : intl.formatMessage(DESK_WORDS.linkUnknown)}
      </p>
      <ResendInvitation accountId={account.id} invitation={row.invitation} name={name} />
    </>
  );
}
