import { Link } from '@tanstack/react-router';
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
import { businessStatusWords } from './memorial-status';
import { formatMoment } from './ResendInvitation';

/**
 * What the service answered to a new memorial, as it answered: 201, the family invited and the
 * memorial waiting on them, with the link's expiry; or 202, being created and not live yet. What
 * it is now is read from the service (by its web address name) and said as the service says it;
 * "live" only once the service's memorial record says so.
 */
export function ProvisionAnswer({ account, answer, onAnother }: { account: AccountInfo; answer: DeskProvisionAnswer; onAnother: () => void }) {
  const { result, slug } = answer;
  const name = result.deceased_name ?? 'the memorial';
  const watched = useDeskMemorial(account, slug ?? '').query;
  const now = watched.data;
  const live = now?.status === 'live';
  const title = live ? 'The memorial is live' : answer.status === 201 ? 'The family has been invited' : 'The memorial is being created';

  return (
    <>
      <DeskBrand account={account} />
      <Screen title={title}>
        {live ? (
          <Notice tone="success" announce="polite" title={`The memorial for ${name} is live now.`}>
            <p>
              The memorial service {answer.status === 201 ? 'invited the family, who have written it' : 'answered that it was being created'}; it has since
              passed its check and is on the web.
            </p>
          </Notice>
        ) : answer.status === 201 ? (
          <Notice tone="success" title={`The memorial service has emailed an invitation to the family of ${name}.`}>
            <p>
              The family can now write the memorial using the link in that email.{' '}
              {result.invitation_expires_at
                ? `The link works until ${formatMoment(result.invitation_expires_at)}.`
                : 'The service did not say until when the link works.'}
            </p>
            <p>It is listed under “Waiting on the family” until they take it up.</p>
          </Notice>
        ) : (
          <Notice tone="info" title={`The memorial for ${name} is being created.`}>
            <p>It is checked before it goes live, as everything published is. It is not live yet: this page says so when the memorial service does.</p>
          </Notice>
        )}

        <dl className="desk-facts">
          <dt>Name</dt>
          <dd>{name}</dd>
          <dt>What the service answered</dt>
          <dd>{businessStatusWords(result.status)}</dd>
          {result.family?.name ? (
            <>
              <dt>Family member</dt>
              <dd>{result.family.name}</dd>
            </>
          ) : null}
          <dt>Made on</dt>
          <dd>{formatDate(result.created_at) ?? 'Not recorded'}</dd>
          {answer.status === 201 ? (
            <>
              <dt>Invitation link works until</dt>
              <dd>{formatMoment(result.invitation_expires_at) ?? 'Not said by the service'}</dd>
            </>
          ) : null}
          <dt>Now</dt>
          <dd>
            <LiveMessage>
              {slug === null
                ? 'Not found in the list yet: look for it under Memorials.'
                : now
                  ? businessStatusWords(now.status)
                  : watched.isError
                    ? 'Could not be read just now.'
                    : 'Checking…'}
            </LiveMessage>
            {live && now.web_url ? (
              <p>
                <span className="address">{now.web_url}</span>{' '}
                <ExternalLink href={now.web_url} context={`of ${name}`}>
                  Open the public page
                </ExternalLink>
              </p>
            ) : null}
          </dd>
        </dl>

        <div className="desk-actions desk-actions--stack">
          {slug ? (
            <>
              <Link {...places.deskMemorial(live && now.id !== null ? now.id : slug)} className="button button--secondary">
                Open the memorial
              </Link>
              <Link {...places.deskHandout(live && now.id !== null ? now.id : slug)} className="button button--secondary">
                Print a hand-out for the family
              </Link>
            </>
          ) : null}
          {answer.status === 201 ? (
            <Link {...places.deskWaiting} className="button button--quiet">
              See everyone waiting on the family
            </Link>
          ) : null}
          <Button variant="quiet" onClick={onAnother}>
            Start another memorial
          </Button>
        </div>
      </Screen>
    </>
  );
}
