import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AccountInfo } from '../../../shared/bridge';
import { appCall } from '../../data/calls';
import { toBridgeError } from '../../data/errors';
import { useAppRead, useRead } from '../../data/use-read';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { formatDate, plural } from '../../ui/format';
import { MemorialScreen } from '../../ui/MemorialScreen';
import { LiveMessage, Notice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { ATTENDING_WORDS, whenWords } from './post-words';
import '../../ui/table.css';

/** How often the replies are read again while the screen is open (people reply over days). */
const REPLIES_REFRESH_MS = 5 * 60_000;

/**
 * The replies to an event: how many people to expect (a yes for four counts four; replies are
 * never counted as people), who replied, and the guest list to print or save. RSVP data belongs
 * to the owner: it reaches this screen and the file the person chooses, nothing else.
 */
export function EventReplies({ account, memorialId, eventId }: { account: AccountInfo; memorialId: number; eventId: number }) {
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
  const title = event ? `Replies to “${event.title}”` : 'Replies to the event';
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
      back={{ place: places.posts(memorialId), label: 'the announcements and events' }}
      title={title}
      loading={query.isPending && account.signedIn ? 'Loading the replies…' : null}
      read={{ account, what: 'the replies', query, refresh }}
      checkNow
      className="replies-screen"
    >
      {event ? (
        <p className="lead">
          {whenWords(event.starts_at)}
          {event.location ? ` · ${event.location}` : ''}
        </p>
      ) : null}
      {replies ? (
        <>
          <section className="place-panel expected" aria-labelledby="expected-heading">
            <h2 className="visually-hidden" id="expected-heading">
              How many people to expect
            </h2>
            <p className="expected__figure">
              <span className="expected__number">{replies.counts.people}</span> {replies.counts.people === 1 ? 'person' : 'people'} expected
            </p>
            <p>
              Everyone in the parties that said yes is counted: a yes for four counts four. From {plural(replies.counts.replies, 'reply', 'replies')} so far:{' '}
              {replies.counts.yes} coming, {replies.counts.no} not coming, {replies.counts.maybe} maybe.
            </p>
            <LiveMessage>
              <p className="service-words">{replies.message}</p>
            </LiveMessage>
          </section>

          {replies.data.length === 0 ? (
            <EmptyState title="No replies yet." level={2}>
              <p>Replies appear here as people send them through the memorial.</p>
            </EmptyState>
          ) : (
            <section aria-labelledby="guest-list-heading">
              <h2 id="guest-list-heading">Guest list</h2>
              <p className="print-only">
                {replies.counts.people} {replies.counts.people === 1 ? 'person' : 'people'} expected, from {plural(replies.counts.replies, 'reply', 'replies')}.
              </p>
              <p className="hint">A party size in brackets is not counted: only those who said yes are expected.</p>
              <table className="table guest-list">
                <caption className="visually-hidden">Everyone who replied, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Reply</th>
                    <th scope="col">Party size</th>
                    <th scope="col">Replied on</th>
                  </tr>
                </thead>
                <tbody>
                  {replies.data.map((reply) => (
                    <tr key={reply.id}>
                      <th scope="row">{reply.name}</th>
                      <td>
                        <span className="table__label">Reply: </span>
                        {ATTENDING_WORDS[reply.attending]}
                      </td>
                      <td>
                        <span className="table__label">Party size: </span>
                        {reply.attending === 'yes' ? plural(reply.party_size, 'person', 'people') : `(${plural(reply.party_size, 'person', 'people')})`}
                      </td>
                      <td>
                        <span className="table__label">Replied on: </span>
                        {formatDate(reply.created_at)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}

          <section className="place-panel no-print" aria-labelledby="keep-heading">
            <h2 className="place-panel__heading" id="keep-heading">
              Print or keep the guest list
            </h2>
            <p>The guest list stays between you and this computer: it is saved only where you choose.</p>
            <div className="actions">
              <Button variant="primary" busy={save.isPending} onClick={() => save.mutate()}>
                Save the guest list as a spreadsheet (CSV)
              </Button>
              <Button variant="secondary" onClick={() => window.print()}>
                Print the guest list
              </Button>
            </div>
            <LiveMessage>
              {save.data?.saved ? <p className="saved-file">{save.data.message}</p> : null}
              {save.data && !save.data.saved ? <p>{save.data.message}</p> : null}
            </LiveMessage>
            {save.data?.saved && save.data.fileId && folders.data?.canShow ? (
              <Button variant="secondary" onClick={() => show.mutate(save.data.fileId!)}>
                Show it in its folder
              </Button>
            ) : null}
            {save.error ? (
              <Notice tone="error" announce="assertive" title="The guest list was not saved.">
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
