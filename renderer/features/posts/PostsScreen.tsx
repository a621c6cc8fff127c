import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Broadcast } from '../../../shared/api/premium';
import type { AccountInfo, OutboxEntry } from '../../../shared/bridge';
import { useAppStore } from '../../data/app-state';
import { useRead } from '../../data/use-read';
import { toBridgeError } from '../../data/errors';
import { dismissChange, useRefusedChanges, useUnfinishedChanges } from '../../data/outbox';
import { useQueuedChange } from '../../data/use-change';
import { useDoneSince } from '../../ui/recently-done';
import { Button } from '../../ui/Button';
import { CheckNow } from '../../ui/CheckNow';
import { EmptyState } from '../../ui/EmptyState';
import { formatDate } from '../../ui/format';
import { MemorialScreen, useMemorialName } from '../../ui/MemorialScreen';
import { Notice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { needsPremium, PremiumNote } from '../../ui/PremiumNote';
import { AddToCalendar } from './AddToCalendar';
import { PostFormView } from './PostFormView';
import { EMPTY_POST, postBody, postStatus, waitingPost, whenWords, type PostForm } from './post-words';

const POST_CHANGES = ['createBroadcast'] as const;

/** Announcements and events (Premium): what was posted and whether each shows, and a form for a new one. */
export function PostsScreen({ account, memorialId }: { account: AccountInfo; memorialId: number }) {
  const { name } = useMemorialName(account, memorialId);
  const { query, refresh } = useRead({
    accountId: account.id,
    name: 'listBroadcasts',
    input: { params: { memorial: memorialId } },
    enabled: account.signedIn,
    // Followed while the safety check looks at a post.
    followWhile: (list) => list.data.some((post) => post.moderation.status === 'pending'),
  });
  const posts = query.data?.data;
  const waiting = useUnfinishedChanges({ accountId: account.id, memorialId, operations: POST_CHANGES });
  const refused = useRefusedChanges({ accountId: account.id, memorialId, operations: POST_CHANGES });
  const accepted = useDoneSince({ accountId: account.id, memorialId, operations: POST_CHANGES }, query.dataUpdatedAt);
  const beingChecked = accepted.length > 0 || (posts ?? []).some((item) => item.moderation.status === 'pending');
  const post = useQueuedChange(account.id, 'createBroadcast');
  const announce = useAppStore((s) => s.announce);
  const [formStart, setFormStart] = useState<{ key: number; form: PostForm }>({ key: 0, form: EMPTY_POST });
  const [problem, setProblem] = useState<string | null>(null);
  const premiumRefusal = refused.find((entry) => needsPremium(entry));
  const who = name ?? 'this memorial';

  const onPost = async (form: PostForm) => {
    setProblem(null);
    try {
      await post.mutateAsync({ params: { memorial: memorialId }, body: postBody(form), label: `Post “${form.title.trim()}” on the memorial of ${who}` });
      setFormStart((s) => ({ key: s.key + 1, form: EMPTY_POST }));
      announce(`“${form.title.trim()}” is saved on this computer and is being sent to the memorial service. Nobody is emailed.`);
    } catch (failure) {
      setProblem(toBridgeError(failure).message);
    }
  };

  /** A refused post's words back in the form, so nothing written is lost. */
  const putBack = (entry: OutboxEntry) => {
    const body = entry.body ?? {};
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    setFormStart((s) => ({
      key: s.key + 1,
      form: {
        ...EMPTY_POST,
        kind: body.kind === 'event' ? 'event' : 'announcement',
        title: text(body.title),
        content: text(body.content),
        location: text(body.location),
        rsvp: text(body.rsvp),
      },
    }));
    void dismissChange(entry.id);
    document.getElementById('post-form-heading')?.scrollIntoView();
  };

  return (
    <MemorialScreen
      account={account}
      memorialId={memorialId}
      title="Announcements and events"
      loading={query.isPending && account.signedIn ? 'Loading what has been posted…' : null}
      read={{ account, what: 'the announcements and events', query, refresh }}
      // Something being checked has its own "Check now" below.
      checkNow={!beingChecked}
    >
      <p className="lead">Announcements and events show on the memorial for everyone who visits it. They are part of Premium.</p>

      {premiumRefusal ? (
        <PremiumNote what="Posting announcements and events" announce>
          <p>Nothing was posted. Your words are kept: choose “Put it back in the form” below to keep them.</p>
        </PremiumNote>
      ) : null}
      {refused.map((entry) => (
        <Notice
          key={entry.id}
          tone={needsPremium(entry) ? 'info' : 'error'}
          announce={needsPremium(entry) ? undefined : 'assertive'}
          title={`“${typeof entry.body?.title === 'string' ? entry.body.title : 'Your post'}” was not posted.`}
          actions={
            <>
              <Button variant="secondary" onClick={() => putBack(entry)}>
                Put it back in the form
              </Button>
              <Button variant="quiet" onClick={() => void dismissChange(entry.id)}>
                Dismiss
              </Button>
            </>
          }
        >
          {needsPremium(entry) ? (
            <p>The memorial does not have Premium.</p>
          ) : (
            <p className="service-words">{entry.message ?? 'The memorial service gave no reason.'}</p>
          )}
        </Notice>
      ))}

      <section aria-labelledby="posted-heading">
        <h2 id="posted-heading">What you have posted</h2>
        {waiting.length + accepted.length > 0 ? (
          <ul className="posts" aria-label="Just posted">
            {waiting.map((entry) => (
              <PostCard key={entry.id} post={waitingPost(entry.body)} status={{ tone: 'checking', words: 'Waiting to be sent (saved on this computer)' }} />
            ))}
            {/* Accepted by the service, before the list has caught up: its answer said it is saved and being checked. */}
            {accepted.map((entry) => (
              <PostCard key={entry.id} post={waitingPost(entry.body)} status={{ tone: 'checking', words: 'Saved, not showing until the check passes' }} />
            ))}
          </ul>
        ) : null}
        {beingChecked ? <CheckNow onCheck={refresh} /> : null}
        {posts && posts.length === 0 && waiting.length + accepted.length === 0 ? (
          <EmptyState title="Nothing has been posted yet." level={3}>
            <p>Post an announcement or an event below. It shows on the memorial once the memorial service has checked it.</p>
          </EmptyState>
        ) : null}
        {posts && posts.length > 0 ? (
          <ul className="posts" aria-label="Posted">
            {posts.map((item) => (
              <PostCard
                key={item.id}
                post={item}
                status={postStatus(item)}
                memorialId={memorialId}
                full={item}
                calendar={{ account, memorialName: name ?? null }}
              />
            ))}
          </ul>
        ) : null}
        {(posts ?? []).filter((item) => item.kind === 'event' && item.starts_at).length > 1 ? (
          <AddToCalendar account={account} memorialId={memorialId} memorialName={name ?? null} />
        ) : null}
      </section>

      <section className="place-panel" aria-labelledby="post-form-heading">
        <h2 className="place-panel__heading" id="post-form-heading">
          Post something new
        </h2>
        <PostFormView key={formStart.key} initial={formStart.form} onPost={onPost} problem={problem} />
      </section>
    </MemorialScreen>
  );
}

type ShownPost = Pick<Broadcast, 'kind' | 'title' | 'content' | 'location' | 'starts_at' | 'ends_at'>;

function PostCard({
  post,
  status,
  memorialId,
  full,
  calendar,
}: {
  post: ShownPost;
  status: ReturnType<typeof postStatus>;
  memorialId?: number;
  full?: Broadcast;
  calendar?: { account: AccountInfo; memorialName: string | null };
}) {
  const starts = whenWords(post.starts_at);
  const ends = whenWords(post.ends_at);
  return (
    <li className={`post post--${status.tone}`}>
      <article aria-label={post.title}>
        <p className="post__kind">{post.kind === 'event' ? 'Event' : 'Announcement'}</p>
        <h3 className="post__title">{post.title}</h3>
        <p className={`status status--${status.tone}`}>
          <span className="visually-hidden">Status: </span>
          {status.words}
        </p>
        {full?.moderation.status === 'failed' && full.moderation.reason ? <p className="post__reason service-words">{full.moderation.reason}</p> : null}
        {post.kind === 'event' ? (
          <dl className="post__facts">
            {starts ? (
              <>
                <dt>Starts</dt>
                <dd>{starts}</dd>
              </>
            ) : null}
            {ends ? (
              <>
                <dt>Ends</dt>
                <dd>{ends}</dd>
              </>
            ) : null}
            {post.location ? (
              <>
                <dt>Where</dt>
                <dd>{post.location}</dd>
              </>
            ) : null}
            {full?.rsvp ? (
              <>
                <dt>Other ways to reply</dt>
                <dd>{full.rsvp}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {post.content ? <p className="post__content">{post.content}</p> : null}
        {full ? <p className="hint post__posted">Posted {formatDate(full.created_at) ?? ''}.</p> : null}
        {full && full.kind === 'event' && memorialId !== undefined ? (
          full.rsvp_enabled ? (
            <p>
              <Link {...places.eventReplies(memorialId, full.id)} aria-label={`See the replies and who is coming: ${full.title}`}>
                See the replies and who is coming
              </Link>
            </p>
          ) : (
            <p className="hint">Replies are not taken through the memorial for this event.</p>
          )
        ) : null}
        {full && full.kind === 'event' && full.starts_at && memorialId !== undefined && calendar ? (
          <AddToCalendar account={calendar.account} memorialId={memorialId} memorialName={calendar.memorialName} event={{ id: full.id, title: full.title }} />
        ) : null}
      </article>
    </li>
  );
}
