import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { EMPTY_POST, isolate, POST_WORDS as words, postBody, postStatus, STATUS_WORDS, waitingPost, whenWords, type PostForm } from './post-words';

/** Words for screen readers only. */
const hiddenLabel = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

const POST_CHANGES = ['createBroadcast'] as const;

/** Announcements and events (Premium): what was posted and whether each shows, and a form for a new one. */
export function PostsScreen({ account, memorialId }: { account: AccountInfo; memorialId: number }) {
  const intl = useIntl();
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
  const who = { named: String(Boolean(name)), name: isolate(name ?? '') };

  const onPost = async (form: PostForm) => {
    setProblem(null);
    try {
      await post.mutateAsync({
        params: { memorial: memorialId },
        body: postBody(form),
        label: intl.formatMessage(words.outboxLabel, { ...who, title: isolate(form.title.trim()) }),
      });
      setFormStart((s) => ({ key: s.key + 1, form: EMPTY_POST }));
      announce(intl.formatMessage(words.savedSaid, { title: isolate(form.title.trim()) }));
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
      title={intl.formatMessage(words.title)}
      loading={query.isPending && account.signedIn ? intl.formatMessage(words.loading) : null}
      read={{ account, what: intl.formatMessage(words.what), query, refresh }}
      // Something being checked has its own "Check now" below.
      checkNow={!beingChecked}
    >
      <p className="lead">
        <FormattedMessage {...words.lead} />
      </p>

      {premiumRefusal ? (
        <PremiumNote what={intl.formatMessage(words.premiumWhat)} announce>
          <p>
            <FormattedMessage {...words.premiumKept} />
          </p>
        </PremiumNote>
      ) : null}
      {refused.map((entry) => (
        <Notice
          key={entry.id}
          tone={needsPremium(entry) ? 'info' : 'error'}
          announce={needsPremium(entry) ? undefined : 'assertive'}
          title={intl.formatMessage(words.notPosted, {
            titled: String(typeof entry.body?.title === 'string'),
            title: isolate(typeof entry.body?.title === 'string' ? entry.body.title : ''),
          })}
          actions={
            <>
              <Button variant="secondary" onClick={() => putBack(entry)}>
                <FormattedMessage {...words.putBack} />
              </Button>
              <Button variant="quiet" onClick={() => void dismissChange(entry.id)}>
                <FormattedMessage {...words.dismiss} />
              </Button>
            </>
          }
        >
          {needsPremium(entry) ? (
            <p>
              <FormattedMessage {...words.noPremium} />
            </p>
          ) : (
            <p className="service-words">{entry.message ?? intl.formatMessage(words.noReason)}</p>
          )}
        </Notice>
      ))}

      <section aria-labelledby="posted-heading">
        <h2 id="posted-heading">
          <FormattedMessage {...words.posted} />
        </h2>
        {waiting.length + accepted.length > 0 ? (
          <ul className="posts" aria-label={intl.formatMessage(words.justPosted)}>
            {waiting.map((entry) => (
              <PostCard key={entry.id} post={waitingPost(entry.body)} status={{ tone: 'checking', words: STATUS_WORDS.waiting }} />
            ))}
            {/* Accepted by the service, before the list has caught up: its answer said it is saved and being checked. */}
            {accepted.map((entry) => (
              <PostCard key={entry.id} post={waitingPost(entry.body)} status={{ tone: 'checking', words: STATUS_WORDS.checking }} />
            ))}
          </ul>
        ) : null}
        {beingChecked ? <CheckNow onCheck={refresh} /> : null}
        {posts && posts.length === 0 && waiting.length + accepted.length === 0 ? (
          <EmptyState title={intl.formatMessage(words.emptyTitle)} level={3}>
            <p>
              <FormattedMessage {...words.emptyText} />
            </p>
          </EmptyState>
        ) : null}
        {posts && posts.length > 0 ? (
          <ul className="posts" aria-label={intl.formatMessage(words.postedList)}>
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
          <FormattedMessage {...words.newHeading} />
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
  const intl = useIntl();
  const starts = whenWords(intl, post.starts_at);
  const ends = whenWords(intl, post.ends_at);
  return (
    <li className={`post post--${status.tone}`}>
      <article aria-label={post.title}>
        <p className="post__kind">
          <FormattedMessage {...words.kind} values={{ kind: post.kind }} />
        </p>
        <h3 className="post__title">
          <bdi>{post.title}</bdi>
        </h3>
        <p className={`status status--${status.tone}`}>
          <FormattedMessage {...words.status} values={{ hidden: hiddenLabel, value: intl.formatMessage(status.words) }} />
        </p>
        {full?.moderation.status === 'failed' && full.moderation.reason ? <p className="post__reason service-words">{full.moderation.reason}</p> : null}
        {post.kind === 'event' ? (
          <dl className="post__facts">
            {starts ? (
              <>
                <dt>
                  <FormattedMessage {...words.starts} />
                </dt>
                <dd>{starts}</dd>
              </>
            ) : null}
            {ends ? (
              <>
                <dt>
                  <FormattedMessage {...words.ends} />
                </dt>
                <dd>{ends}</dd>
              </>
            ) : null}
            {post.location ? (
              <>
                <dt>
                  <FormattedMessage {...words.where} />
                </dt>
                <dd>
                  <bdi>{post.location}</bdi>
                </dd>
              </>
            ) : null}
            {full?.rsvp ? (
              <>
                <dt>
                  <FormattedMessage {...words.otherWays} />
                </dt>
                <dd>{full.rsvp}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {post.content ? <p className="post__content">{post.content}</p> : null}
        {full ? (
          <p className="hint post__posted">
            <FormattedMessage {...words.postedOn} values={{ date: formatDate(full.created_at) ?? '' }} />
          </p>
        ) : null}
        {full && full.kind === 'event' && memorialId !== undefined ? (
          full.rsvp_enabled ? (
            <p>
              <Link {...places.eventReplies(memorialId, full.id)} aria-label={intl.formatMessage(words.seeRepliesTo, { title: isolate(full.title) })}>
                <FormattedMessage {...words.seeReplies} />
              </Link>
            </p>
          ) : (
            <p className="hint">
              <FormattedMessage {...words.noReplies} />
            </p>
          )
        ) : null}
        {full && full.kind === 'event' && full.starts_at && memorialId !== undefined && calendar ? (
          <AddToCalendar account={calendar.account} memorialId={memorialId} memorialName={calendar.memorialName} event={{ id: full.id, title: full.title }} />
        ) : null}
      </article>
    </li>
  );
}
