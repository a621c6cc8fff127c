import { changeProgressWords } from '../../ui/change-words';
import { Link } from '@tanstack/react-router';
import { ChangedElsewhereNotice } from './ChangedElsewhereNotice';
import { isMemorialChangedElsewhere } from './memorial-conflict';
import { useState } from 'react';
import type { AccountInfo, OutboxEntry } from '../../../shared/bridge';
import { dismissChange } from '../../data/outbox';
import { Button } from '../../ui/Button';
import { copyText } from '../../ui/clipboard';
import { ExternalLink } from '../../ui/ExternalLink';
import { formatDate } from '../../ui/format';
import { LiveMessage, Notice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { QrCode } from '../../ui/QrCode';
import type { ShownMemorial } from './memorial-data';
import { personalStatus } from './memorial-status';
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
  const status = personalStatus(memorial);
  const wordsWaiting = memorial.waiting.some(isWordingChange);
  const saidAbove = checkingShownAbove && status.tone === 'checking';
  // Everything it would say is said above: no empty box.
  if (saidAbove && memorial.waiting.length === 0 && !wordsWaiting && refused.length === 0) return null;
  return (
    <section className={`memorial-state memorial-state--${status.tone}`} aria-labelledby="memorial-state">
      <h2 id="memorial-state" className="visually-hidden">
        Its state
      </h2>
      {saidAbove ? null : (
        <p className={`status status--${status.tone}`} role="status">
          {status.words}
        </p>
      )}
      {status.tone === 'checking' && memorial.moderation.status === 'pending' && !checkingShownAbove ? (
        <p>Checking your words. The memorial service checks every new wording before it shows; this page looks again by itself.</p>
      ) : null}
      {status.detail && !reasonShownAbove ? (
        <div className="memorial-state__reason">
          <p>{status.detail}</p>
          <p>
            Only you see this reason. <Link {...places.editMemorial(memorial.id)}>Change the words</Link> and they are checked again.
          </p>
        </div>
      ) : null}
      {status.tone === 'live' && memorial.url ? <LiveAddress url={memorial.url} name={memorial.deceased_name} /> : null}
      {memorial.is_deleted ? <Recovery recoverableUntil={memorial.recoverable_until} dateSaid /> : null}
      {memorial.waiting.length > 0 ? (
        <div className="memorial-state__waiting">
          <p className="card__waiting">
            {memorial.waiting.length === 1 ? 'A change is waiting to be sent' : `${memorial.waiting.length} changes are waiting to be sent`}; what you see here
            includes {memorial.waiting.length === 1 ? 'it' : 'them'}.
          </p>
          <ul className="plain-list">
            {memorial.waiting.map((entry) => (
              <li key={entry.id}>
                {entry.label}: {changeProgressWords(entry)}
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
  const [said, setSaid] = useState('');
  const copy = () => {
    setSaid('');
    void copyText(url).then((ok) => setSaid(ok ? 'The address is copied.' : 'The address could not be copied here. Please write it down instead.'));
  };
  return (
    <div className="live-address">
      <p>
        <ExternalLink href={url} context={`of ${name ?? 'this memorial'}`}>
          Open the public page
        </ExternalLink>
      </p>
      <p className="address">{url}</p>
      <div className="actions actions--tight">
        <Button onClick={copy}>Copy the address</Button>
        <Button onClick={() => setShowQr((open) => !open)} aria-expanded={showQr}>
          {showQr ? 'Hide the QR code' : 'Show a QR code of the address'}
        </Button>
      </div>
      <LiveMessage>{said}</LiveMessage>
      {showQr ? (
        <QrCode
          value={url}
          title="The memorial’s address as a QR code"
          caption={
            <p>
              {name ? `The memorial for ${name}` : 'The memorial'}: {url}
            </p>
          }
        />
      ) : null}
    </div>
  );
}

/** Changes the service said no to, in its own words, until the person has read them. */
function RefusedChanges({ entries }: { entries: OutboxEntry[] }) {
  return (
    <div className="memorial-state__refused">
      {entries.map((entry) =>
        isMemorialChangedElsewhere(entry) ? (
          <ChangedElsewhereNotice key={entry.id} entry={entry} />
        ) : (
          <Notice
            key={entry.id}
            tone="error"
            title={`Not saved: ${entry.label}`}
            actions={
              <Button variant="secondary" onClick={() => void dismissChange(entry.id).catch(() => undefined)}>
                I have read this
              </Button>
            }
          >
            <p>{entry.message ?? 'The memorial service did not accept this change.'}</p>
            {entry.finishedAt ? <p className="hint">On {formatDate(entry.finishedAt)}.</p> : null}
          </Notice>
        ),
      )}
    </div>
  );
}
