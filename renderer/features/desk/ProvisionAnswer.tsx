import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../../shared/bridge';
import type { DeskProvisionAnswer } from '../../../shared/bridge/desk';
import { Button } from '../../ui/Button';
import { ExternalLink } from '../../ui/ExternalLink';
import { formatDate } from '../../ui/format';
import { LiveMessage, Notice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { DeskBrand } from './DeskBrand';
import { useDeskMemorial } from './DeskMemorial';
import { ANSWER_WORDS as words, DESK_WORDS, isolate } from './desk-words';
import { businessStatusWords } from './memorial-status';
import { formatMoment } from './ResendInvitation';

/**
 * What the service answered to a new memorial, as it answered: 201, the family invited and the
 * memorial waiting on them, with the link's expiry; or 202, being created and not live yet. What
 * it is now is read from the service (by its web address name) and said as the service says it;
 * "live" only once the service's memorial record says so.
 */
export function ProvisionAnswer({ account, answer, onAnother }: { account: AccountInfo; answer: DeskProvisionAnswer; onAnother: () => void }) {
  const intl = useIntl();
  const { result, slug } = answer;
  const name = result.deceased_name ?? intl.formatMessage(words.theMemorial);
  // The name as typed, kept in its own direction inside a sentence.
  const named = result.deceased_name === null ? name : isolate(name);
  const watched = useDeskMemorial(account, slug ?? '').query;
  const now = watched.data;
  const live = now?.status === 'live';
  const title = intl.formatMessage(words.title, { state: live ? 'live' : answer.status === 201 ? 'invited' : 'creating' });

  return (
    <>
      <DeskBrand account={account} />
      <Screen title={title}>
        {live ? (
          <Notice tone="success" announce="polite" title={intl.formatMessage(words.liveTitle, { name: named })}>
            <p>
              <FormattedMessage {...words.liveAbout} values={{ invited: answer.status === 201 }} />
            </p>
          </Notice>
        ) : answer.status === 201 ? (
          <Notice tone="success" title={intl.formatMessage(words.invitedTitle, { name: named })}>
            <p>
              {intl.formatMessage(DESK_WORDS.twoSentences, {
                first: intl.formatMessage(words.invitedAbout),
                second: result.invitation_expires_at
                  ? intl.formatMessage(words.until, { moment: formatMoment(intl, result.invitation_expires_at) })
                  : intl.formatMessage(DESK_WORDS.linkUnknown),
              })}
            </p>
            <p>
              <FormattedMessage {...words.listed} />
            </p>
          </Notice>
        ) : (
          <Notice tone="info" title={intl.formatMessage(words.creatingTitle, { name: named })}>
            <p>
              <FormattedMessage {...words.creatingAbout} />
            </p>
          </Notice>
        )}

        <dl className="desk-facts">
          <dt>
            <FormattedMessage {...words.name} />
          </dt>
          <dd>
            <bdi>{name}</bdi>
          </dd>
          <dt>
            <FormattedMessage {...words.answered} />
          </dt>
          <dd>{businessStatusWords(intl, result.status)}</dd>
          {result.family?.name ? (
            <>
              <dt>
                <FormattedMessage {...words.familyMember} />
              </dt>
              <dd>
                <bdi>{result.family.name}</bdi>
              </dd>
            </>
          ) : null}
          <dt>
            <FormattedMessage {...words.madeOn} />
          </dt>
          <dd>{formatDate(result.created_at) ?? intl.formatMessage(DESK_WORDS.notRecorded)}</dd>
          {answer.status === 201 ? (
            <>
              <dt>
                <FormattedMessage {...words.linkUntil} />
              </dt>
              <dd>{formatMoment(intl, result.invitation_expires_at) ?? intl.formatMessage(words.notSaid)}</dd>
            </>
          ) : null}
          <dt>
            <FormattedMessage {...words.now} />
          </dt>
          <dd>
            <LiveMessage>
              {slug === null
                ? intl.formatMessage(words.notFound)
                : now
                  ? businessStatusWords(intl, now.status)
                  : watched.isError
                    ? intl.formatMessage(words.unreadable)
                    : intl.formatMessage(words.checking)}
            </LiveMessage>
            {live && now.web_url ? (
              <p>
                <FormattedMessage
                  {...DESK_WORDS.addressAndLink}
                  values={{
                    address: <span className="address">{now.web_url}</span>,
                    open: (
                      <ExternalLink href={now.web_url} context={intl.formatMessage(DESK_WORDS.of, { name: named })}>
                        {intl.formatMessage(DESK_WORDS.openPublic)}
                      </ExternalLink>
                    ),
                  }}
                />
              </p>
            ) : null}
          </dd>
        </dl>

        <div className="desk-actions desk-actions--stack">
          {slug ? (
            <>
              <Link {...places.deskMemorial(live && now.id !== null ? now.id : slug)} className="button button--secondary">
                <FormattedMessage {...words.open} />
              </Link>
              <Link {...places.deskHandout(live && now.id !== null ? now.id : slug)} className="button button--secondary">
                <FormattedMessage {...DESK_WORDS.printHandout} />
              </Link>
            </>
          ) : null}
          {answer.status === 201 ? (
            <Link {...places.deskWaiting} className="button button--quiet">
              <FormattedMessage {...words.seeWaiting} />
            </Link>
          ) : null}
          <Button variant="quiet" onClick={onAnother}>
            <FormattedMessage {...words.another} />
          </Button>
        </div>
      </Screen>
    </>
  );
}
