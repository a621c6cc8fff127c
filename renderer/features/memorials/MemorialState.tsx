import { changeProgressWords } from '../../ui/change-words';
import { Link } from '@tanstack/react-router';
import { ChangedElsewhereNotice } from './ChangedElsewhereNotice';
import { isMemorialChangedElsewhere } from './memorial-conflict';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo, OutboxEntry } from '../../../shared/bridge';
import { dismissChange } from '../../data/outbox';
import { Button } from '../../ui/Button';
import { copyText } from '../../ui/clipboard';
import { ExternalLink } from '../../ui/ExternalLink';
import { LiveMessage, Notice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { QrCode } from '../../ui/QrCode';
import type { ShownMemorial } from './memorial-data';
import { personalStatus } from './memorial-status';
import { isolate, momentDay } from './memorial-format';
import { COMMON_WORDS, STATE_WORDS as words } from './memorials-words';
import { Recovery } from './Recovery';
import { isWordingChange } from './wording-throttle';
import { WordingPause } from './WordingPause';

/**
 * Where the memorial stands, in plain words: being checked, live with its address (and its QR
 * code), not live with the reason only the owner sees, deleted and recoverable until a date; and
 * the person's changes still on their way, or refused in the service's own words.
 */
export function MemorialState({
  account,
  memorial,
  refused,
  reasonShownAbove = false,
  checkingShownAbove = false,
}: {
  account: AccountInfo;
  memorial: ShownMemorial;
  refused: OutboxEntry[];
  /** The new memorial's draft panel above says the check's reason already. */
  reasonShownAbove?: boolean;
  /** The new memorial's draft panel above says it is being prepared and checked: said once, there. */
  checkingShownAbove?: boolean;
}) {
  const intl = useIntl();
  const status = personalStatus(memorial, intl);
  const wordsWaiting = memorial.waiting.some(isWordingChange);
  const saidAbove = checkingShownAbove && status.tone === 'checking';
  // Everything it would say is said above: no empty box.
  if (saidAbove && memorial.waiting.length === 0 && !wordsWaiting && refused.length === 0) return null;
  return (
    <section className={`memorial-state memorial-state--${status.tone}`} aria-labelledby="memorial-state">
      <h2 id="memorial-state" className="visually-hidden">
        <FormattedMessage {...words.heading} />
      </h2>
      {saidAbove ? null : (
        <p className={`status status--${status.tone}`} role="status">
          {status.words}
        </p>
      )}
      {status.tone === 'checking' && memorial.moderation.status === 'pending' && !checkingShownAbove ? (
        <p>
          <FormattedMessage {...words.checkingWords} />
        </p>
      ) : null}
      {status.detail && !reasonShownAbove ? (
        <div className="memorial-state__reason">
          <p>{status.detail}</p>
          <p>
            <FormattedMessage {...words.onlyYou} values={{ link: (chunks) => <Link {...places.editMemorial(memorial.id)}>{chunks}</Link> }} />
          </p>
        </div>
      ) : null}
      {status.tone === 'live' && memorial.url ? <LiveAddress url={memorial.url} name={memorial.deceased_name} /> : null}
      {memorial.is_deleted ? <Recovery recoverableUntil={memorial.recoverable_until} dateSaid /> : null}
      {memorial.waiting.length > 0 ? (
        <div className="memorial-state__waiting">
          <p className="card__waiting">
            <FormattedMessage {...words.waiting} values={{ count: memorial.waiting.length }} />
          </p>
          <ul className="plain-list">
            {memorial.waiting.map((entry) => (
              <li key={entry.id}>
                <FormattedMessage {...words.waitingItem} values={{ label: entry.label, progress: changeProgressWords(entry) }} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {wordsWaiting ? <WordingPause accountId={account.id} memorialId={memorial.id} waiting /> : null}
      {refused.length > 0 ? <RefusedChanges entries={refused} /> : null}
    </section>
  );
}

function LiveAddress({ url, name }: { url: string; name: string | null }) {
  const [showQr, setShowQr] = useState(false);
  const intl = useIntl();
  const [said, setSaid] = useState('');
  const copy = () => {
    setSaid('');
    void copyText(url).then((ok) => setSaid(intl.formatMessage(ok ? words.copied : words.notCopied)));
  };
  return (
    <div className="live-address">
      <p>
        <ExternalLink href={url} context={intl.formatMessage(COMMON_WORDS.ofMemorial, { named: name ? 'yes' : 'no', name: isolate(name ?? '') })}>
          {intl.formatMessage(words.openPublic)}
        </ExternalLink>
      </p>
      <p className="address">{url}</p>
      <div className="actions actions--tight">
        <Button onClick={copy}>
          <FormattedMessage {...words.copy} />
        </Button>
        <Button onClick={() => setShowQr((open) => !open)} aria-expanded={showQr}>
          <FormattedMessage {...(showQr ? COMMON_WORDS.hideQr : words.showQr)} />
        </Button>
      </div>
      <LiveMessage>{said}</LiveMessage>
      {showQr ? (
        <QrCode
          value={url}
          title={intl.formatMessage(words.qrTitle)}
          caption={
            <p>
              <FormattedMessage {...words.qrCaption} values={{ named: name ? 'yes' : 'no', name: <bdi>{name}</bdi>, url: <bdi>{url}</bdi> }} />
            </p>
          }
        />
      ) : null}
    </div>
  );
}

/** Changes the service said no to, in its own words, until the person has read them. */
function RefusedChanges({ entries }: { entries: OutboxEntry[] }) {
  const intl = useIntl();
  return (
    <div className="memorial-state__refused">
      {entries.map((entry) =>
        isMemorialChangedElsewhere(entry) ? (
          <ChangedElsewhereNotice key={entry.id} entry={entry} />
        ) : (
          <Notice
            key={entry.id}
            tone="error"
            title={intl.formatMessage(words.notSavedTitle, { label: entry.label })}
            actions={
              <Button variant="secondary" onClick={() => void dismissChange(entry.id).catch(() => undefined)}>
                <FormattedMessage {...words.readIt} />
              </Button>
            }
          >
            <p>{entry.message ?? intl.formatMessage(words.notAccepted)}</p>
            {entry.finishedAt ? (
              <p className="hint">
                <FormattedMessage {...words.on} values={{ date: momentDay(intl, entry.finishedAt) ?? '' }} />
              </p>
            ) : null}
          </Notice>
        ),
      )}
    </div>
  );
}
