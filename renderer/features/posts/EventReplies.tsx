import { useMutation } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../../shared/bridge';
import { appCall } from '../../data/calls';
import { toBridgeError } from '../../data/errors';
import { useAppRead, useRead } from '../../data/use-read';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { formatDate } from '../../ui/format';
import { useServiceSpeaksTheLanguage } from '../../ui/locale';
import { MemorialScreen } from '../../ui/MemorialScreen';
import { LiveMessage, Notice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { isolate, REPLY_WORDS as words, whenWords } from './post-words';
import '../../ui/table.css';

/** The name of a table cell's column, shown beside its value on a narrow screen. */
const tableLabel = (chunks: ReactNode[]) => <span className="table__label">{chunks}</span>;

/** How often the replies are read again while the screen is open (people reply over days). */
const REPLIES_REFRESH_MS = 5 * 60_000;

/**
 * The replies to an event: how many people to expect (a yes for four counts four; replies are
 * never counted as people), who replied, and the guest list to print or save. RSVP data belongs
 * to the owner: it reaches this screen and the file the person chooses, nothing else.
 */
export function EventReplies({ account, memorialId, eventId }: { account: AccountInfo; memorialId: number; eventId: number }) {
  const intl = useIntl();
  const { query, refresh } = useRead({
    accountId: account.id,
    name: 'listRsvps',
    input: { params: { event: eventId } },
    memorialId,
    refetchInterval: REPLIES_REFRESH_MS,
    enabled: account.signedIn,
  });
  const posts = useRead({ accountId: account.id, name: 'listBroadcasts', input: { params: { memorial: memorialId } }, enabled: account.signedIn });
  const event = posts.query.data?.data.find((post) => post.id === eventId);
  const replies = query.data;
  const titled = String(event !== undefined);
  // The window's title in plain text (the event's title isolated), the heading with it in <bdi>.
  const title = intl.formatMessage(words.title, { titled, title: isolate(event?.title ?? '') });
  const heading = <FormattedMessage {...words.title} values={{ titled, title: <bdi>{event?.title}</bdi> }} />;
  const people = (count: number) => intl.formatMessage(words.people, { count });
  const repliesWords = (count: number) => intl.formatMessage(words.replies, { count });
  const serviceSpeaksTheLanguage = useServiceSpeaksTheLanguage();
  const folders = useAppRead({
    accountId: account.id,
    name: 'downloads.folders',
    args: { accountId: account.id, memorialId },
    memorialId,
    staleTime: 30_000,
  }).query;
  const save = useMutation({
    mutationFn: () => appCall('rsvps.saveCsv', { accountId: account.id, memorialId, eventId, ...(event ? { eventTitle: event.title } : {}) }),
  });
  const show = useMutation({ mutationFn: (id: string) => appCall('files.show', { id }) });
  usePrintOnlyTheGuestList();

  return (
    <MemorialScreen
      account={account}
      memorialId={memorialId}
      back={{ place: places.posts(memorialId), label: intl.formatMessage(words.back) }}
      title={title}
      heading={heading}
      loading={query.isPending && account.signedIn ? intl.formatMessage(words.loading) : null}
      read={{ account, what: intl.formatMessage(words.what), query, refresh }}
      checkNow
      className="replies-screen"
    >
      {event ? (
        <p className="lead">
          {event.location ? (
            <FormattedMessage {...words.place} values={{ when: whenWords(intl, event.starts_at), place: <bdi>{event.location}</bdi> }} />
          ) : (
            whenWords(intl, event.starts_at)
          )}
        </p>
      ) : null}
      {replies ? (
        <>
          <section className="place-panel expected" aria-labelledby="expected-heading">
            <h2 className="visually-hidden" id="expected-heading">
              <FormattedMessage {...words.expectedHeading} />
            </h2>
            <p className="expected__figure">
              <FormattedMessage
                {...words.expected}
                values={{ count: replies.counts.people, number: (chunks: ReactNode[]) => <span className="expected__number">{chunks}</span> }}
              />
            </p>
            <p>
              <FormattedMessage
                {...words.counted}
                values={{ replies: repliesWords(replies.counts.replies), yes: replies.counts.yes, no: replies.counts.no, maybe: replies.counts.maybe }}
              />
            </p>
            <LiveMessage>
              {/* The service's own sentence is English: in another language, the same in the app's own words. */}
              {serviceSpeaksTheLanguage ? (
                <p className="service-words">{replies.message}</p>
              ) : replies.counts.replies > 0 ? (
                <p className="service-words">
                  <FormattedMessage {...words.printed} values={{ people: people(replies.counts.people), replies: repliesWords(replies.counts.replies) }} />
                </p>
              ) : null}
            </LiveMessage>
          </section>

          {replies.data.length === 0 ? (
            <EmptyState title={intl.formatMessage(words.emptyTitle)} level={2}>
              <p>
                <FormattedMessage {...words.emptyText} />
              </p>
            </EmptyState>
          ) : (
            <section aria-labelledby="guest-list-heading">
              <h2 id="guest-list-heading">
                <FormattedMessage {...words.guestList} />
              </h2>
              <p className="print-only">
                <FormattedMessage {...words.printed} values={{ people: people(replies.counts.people), replies: repliesWords(replies.counts.replies) }} />
              </p>
              <p className="hint">
                <FormattedMessage {...words.partyHint} />
              </p>
              <table className="table guest-list">
                <caption className="visually-hidden">
                  <FormattedMessage {...words.caption} />
                </caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage {...words.name} />
                    </th>
                    <th scope="col">
                      <FormattedMessage {...words.reply} />
                    </th>
                    <th scope="col">
                      <FormattedMessage {...words.party} />
                    </th>
                    <th scope="col">
                      <FormattedMessage {...words.repliedOn} />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {replies.data.map((reply) => (
                    <tr key={reply.id}>
                      <th scope="row">
                        <bdi>{reply.name}</bdi>
                      </th>
                      <td>
                        <FormattedMessage
                          {...words.replyLabel}
                          values={{ label: tableLabel, value: intl.formatMessage(words.attending, { attending: reply.attending }) }}
                        />
                      </td>
                      <td>
                        <FormattedMessage
                          {...words.partyLabel}
                          values={{
                            label: tableLabel,
                            value: reply.attending === 'yes' ? people(reply.party_size) : intl.formatMessage(words.partyUncounted, { count: reply.party_size }),
                          }}
                        />
                      </td>
                      <td>
                        <FormattedMessage {...words.repliedOnLabel} values={{ label: tableLabel, value: formatDate(reply.created_at) }} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}

          <section className="place-panel no-print" aria-labelledby="keep-heading">
            <h2 className="place-panel__heading" id="keep-heading">
              <FormattedMessage {...words.keepHeading} />
            </h2>
            <p>
              <FormattedMessage {...words.keepAbout} />
            </p>
            <div className="actions">
              <Button variant="primary" busy={save.isPending} onClick={() => save.mutate()}>
                <FormattedMessage {...words.saveCsv} />
              </Button>
              <Button variant="secondary" onClick={() => window.print()}>
                <FormattedMessage {...words.print} />
              </Button>
            </div>
            <LiveMessage>
              {save.data?.saved ? <p className="saved-file">{save.data.message}</p> : null}
              {save.data && !save.data.saved ? <p>{save.data.message}</p> : null}
            </LiveMessage>
            {save.data?.saved && save.data.fileId && folders.data?.canShow ? (
              <Button variant="secondary" onClick={() => show.mutate(save.data.fileId!)}>
                <FormattedMessage {...words.show} />
              </Button>
            ) : null}
            {save.error ? (
              <Notice tone="error" announce="assertive" title={intl.formatMessage(words.notSaved)}>
                <p>{toBridgeError(save.error).message}</p>
              </Notice>
            ) : null}
          </section>
        </>
      ) : null}
    </MemorialScreen>
  );
}

/** While this screen is open, printing prints the guest list alone (not the app around it). */
function usePrintOnlyTheGuestList(): void {
  useEffect(() => {
    document.documentElement.classList.add('printing-guest-list');
    return () => document.documentElement.classList.remove('printing-guest-list');
  }, []);
}
