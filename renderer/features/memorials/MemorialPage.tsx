import { Link, useSearch } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../../shared/bridge';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { CoverPhoto } from './CoverPhoto';
import { DeleteMemorial } from './DeleteMemorial';
import { DraftProgress } from './DraftProgress';
import { useFollow } from './follow';
import { MemorialAreas } from './MemorialAreas';
import { useMyMemorial, useTemplates } from './memorial-data';
import { MemorialDetails } from './MemorialDetails';
import { MemorialState } from './MemorialState';
import { isolate, lifeDates } from './memorial-format';
import { COMMON_WORDS, PAGE_WORDS as words } from './memorials-words';

/**
 * One memorial, whole: its state in plain words, what it says and its settings, its cover photo,
 * the ways to change, share or delete it, and the other parts of looking after it. While a check is
 * under way the page asks again by itself, every few seconds at first, then less often.
 */
export function MemorialPage({ account, memorialId }: { account: AccountInfo; memorialId: number }) {
  const intl = useIntl();
  const { query, refresh, followNow, memorial, fromService, refused } = useMyMemorial(account, memorialId);
  const { nameOf } = useTemplates(account);
  const followingDraft = useSearch({ strict: false, select: (search: { following?: string }) => search.following === 'draft' });
  const checking = fromService !== undefined && fromService.moderation.status === 'pending' && !fromService.is_deleted;
  // A new memorial's draft has its own follower; otherwise a check under way is followed here.
  // Following is the app's own asking (the background lane); "Check again" is the person's.
  useFollow(checking && !followingDraft, followNow, fromService?.moderation.checked_at ?? null);

  const name = memorial?.deceased_name ?? null;
  const title = memorial
    ? intl.formatMessage(COMMON_WORDS.memorialFor, { named: name ? 'yes' : 'no', name: isolate(name ?? '') })
    : intl.formatMessage(COMMON_WORDS.aMemorial);
  return (
    <Screen
      title={title}
      heading={memorial ? name ? <bdi>{name}</bdi> : <FormattedMessage {...COMMON_WORDS.noNameYet} /> : <FormattedMessage {...COMMON_WORDS.aMemorial} />}
      subtitle={memorial ? lifeDates(intl, memorial.birth_date, memorial.death_date) : null}
      loading={query.isPending && account.signedIn ? intl.formatMessage(COMMON_WORDS.loadingMemorial) : null}
      read={{ account, what: intl.formatMessage(COMMON_WORDS.readThis), query, refresh }}
      checkNow
      back={{ place: places.myMemorials, label: intl.formatMessage(COMMON_WORDS.myMemorials) }}
      className="memorial-page"
    >
      {memorial && followingDraft ? <DraftProgress account={account} memorial={memorial} refreshMemorial={refresh} /> : null}
      {memorial ? (
        <>
          <MemorialState
            account={account}
            memorial={memorial}
            refused={refused}
            reasonShownAbove={followingDraft}
            checkingShownAbove={followingDraft && memorial.moderation.status === 'pending'}
          />
          {!memorial.is_deleted ? (
            <div className="screen-actions memorial-actions">
              <Link {...places.editMemorial(memorialId)} className="button button--primary">
                <FormattedMessage {...words.change} />
              </Link>
              <Link {...places.shareMemorial(memorialId)} className="button button--secondary">
                <FormattedMessage {...words.share} />
              </Link>
            </div>
          ) : null}
          {memorial.title ? (
            <p className="memorial-page__title">
              <bdi>{memorial.title}</bdi>
            </p>
          ) : null}
          {!memorial.is_deleted ? <MemorialAreas account={account} memorialId={memorialId} countTributes={!followingDraft} /> : null}
          {!memorial.is_deleted ? <CoverPhoto account={account} memorial={memorial} /> : null}
          <MemorialDetails memorial={memorial} designName={nameOf(memorial.template_id)} />
          <section className="memorial-delete" aria-labelledby="memorial-delete">
            <h2 id="memorial-delete">
              <FormattedMessage {...words.deletedHeading} values={{ deleted: memorial.is_deleted ? 'yes' : 'no' }} />
            </h2>
            <DeleteMemorial account={account} memorialId={memorialId} name={name} deleted={memorial.is_deleted} />
          </section>
        </>
      ) : null}
    </Screen>
  );
}
