import { Link, useSearch } from '@tanstack/react-router';
import type { AccountInfo } from '../../../shared/bridge';
import { lifeDates } from '../../ui/format';
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

/**
 * One memorial, whole: its state in plain words, what it says and its settings, its cover photo,
 * the ways to change, share or delete it, and the other parts of looking after it. While a check is
 * under way the page asks again by itself, every few seconds at first, then less often.
 */
export function MemorialPage({ account, memorialId }: { account: AccountInfo; memorialId: number }) {
  const { query, refresh, followNow, memorial, fromService, refused } = useMyMemorial(account, memorialId);
  const { nameOf } = useTemplates(account);
  const followingDraft = useSearch({ strict: false, select: (search: { following?: string }) => search.following === 'draft' });
  const checking = fromService !== undefined && fromService.moderation.status === 'pending' && !fromService.is_deleted;
  // A new memorial's draft has its own follower; otherwise a check under way is followed here.
  // Following is the app's own asking (the background lane); "Check again" is the person's.
  useFollow(checking && !followingDraft, followNow, fromService?.moderation.checked_at ?? null);

  const name = memorial?.deceased_name ?? null;
  const title = memorial ? (name ? `The memorial for ${name}` : 'A memorial with no name yet') : 'A memorial';
  return (
    <Screen
      title={title}
      heading={memorial ? (name ?? 'A memorial with no name yet') : 'A memorial'}
      subtitle={memorial ? lifeDates(memorial.birth_date, memorial.death_date) : null}
      loading={query.isPending && account.signedIn ? 'Loading the memorial…' : null}
      read={{ account, what: 'this memorial', query, refresh }}
      checkNow
      back={{ place: places.myMemorials, label: 'My memorials' }}
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
                Change the words or settings
              </Link>
              <Link {...places.shareMemorial(memorialId)} className="button button--secondary">
                Share with family and friends
              </Link>
            </div>
          ) : null}
          {memorial.title ? <p className="memorial-page__title">{memorial.title}</p> : null}
          {!memorial.is_deleted ? <MemorialAreas account={account} memorialId={memorialId} countTributes={!followingDraft} /> : null}
          {!memorial.is_deleted ? <CoverPhoto account={account} memorial={memorial} /> : null}
          <MemorialDetails memorial={memorial} designName={nameOf(memorial.template_id)} />
          <section className="memorial-delete" aria-labelledby="memorial-delete">
            <h2 id="memorial-delete">{memorial.is_deleted ? 'Deleted' : 'Deleting'}</h2>
            <DeleteMemorial account={account} memorialId={memorialId} name={name} deleted={memorial.is_deleted} />
          </section>
        </>
      ) : null}
    </Screen>
  );
}
