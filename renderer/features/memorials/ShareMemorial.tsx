import { useRef, useState } from 'react';
import type { ShareLink, ShareRole } from '../../../shared/api/sharing';
import type { AccountInfo, BridgeError } from '../../../shared/bridge';
import { useAppStore } from '../../data/app-state';
import { shareLink } from '../../data/calls';
import { toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { Choices } from '../../ui/Choices';
import { copyText } from '../../ui/clipboard';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LiveMessage, Notice } from '../../ui/Notice';
import { QrCode } from '../../ui/QrCode';
import { backToMemorial, Screen } from '../../ui/Screen';
import { useMyMemorial } from './memorial-data';
import { isLive } from './memorial-status';
import { maskLink, roleUnavailableWords, ROLES, useShareLinkRequest } from './share-links';

/**
 * Sharing a memorial with a link that carries a role. The link works for whoever has it, so it is
 * shown masked until revealed, copied with a warning, and never kept by the app: it lives in this
 * screen's state and is gone when the screen closes.
 */
export function ShareMemorial({ account, memorialId }: { account: AccountInfo; memorialId: number }) {
  const { query, refresh, memorial } = useMyMemorial(account, memorialId);
  const request = useShareLinkRequest(account.id, memorialId);
  const [role, setRole] = useState<ShareRole | null>(null);
  const [link, setLink] = useState<ShareLink | null>(null);
  const [problem, setProblem] = useState<{ role: ShareRole; error: BridgeError } | null>(null);
  const [working, setWorking] = useState(false);
  const [askingFresh, setAskingFresh] = useState(false);
  const [freshError, setFreshError] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const name = memorial?.deceased_name ?? null;

  const make = async (fresh: boolean) => {
    if (!role) return;
    setWorking(true);
    setProblem(null);
    setFreshError(null);
    try {
      const made = await request(role, fresh);
      setLink(made);
      setAskingFresh(false);
      resultRef.current?.focus();
    } catch (failure) {
      const error = toBridgeError(failure);
      if (fresh) setFreshError(error.message);
      else setProblem({ role, error });
    } finally {
      setWorking(false);
    }
  };

  return (
    <Screen
      title={name ? `Share the memorial for ${name}` : 'Share a memorial'}
      loading={query.isPending && account.signedIn ? 'Loading the memorial…' : null}
      read={{ account, what: 'this memorial', query, refresh }}
      back={backToMemorial(memorialId, name)}
      className="share-memorial"
    >
      <p className="lead">
        A share link lets someone you choose help with the memorial. Whoever opens the link and accepts it gets what it allows, so send it only to people you
        trust.
      </p>
      {memorial && isLive(memorial) && memorial.url ? (
        <p>To let people simply visit, share the memorial&rsquo;s address instead; it is on the memorial&rsquo;s page, with a QR code.</p>
      ) : null}
      <form
        className="form"
        aria-label="Make a share link"
        onSubmit={(event) => {
          event.preventDefault();
          void make(false);
        }}
      >
        <Choices
          label="What should the person be able to do?"
          value={role}
          onChange={(next) => {
            setRole(next);
            // A link belongs to its role: choosing another puts it away.
            setLink(null);
            setProblem(null);
          }}
          choices={ROLES}
          name="role"
        />
        {problem ? (
          <Notice tone="warning" announce="assertive" title={`A ${problem.role} link is not available for this memorial`}>
            <p>{problem.error.message}</p>
            {problem.error.code === 'role_unavailable' ? <p>{roleUnavailableWords(problem.role)}</p> : null}
          </Notice>
        ) : null}
        {!link ? (
          <div className="actions">
            <Button type="submit" variant="primary" busy={working} unavailable={!role}>
              Get the link
            </Button>
          </div>
        ) : null}
        {!role ? <p className="hint">Choose what the person should be able to do first.</p> : null}
      </form>
      <div ref={resultRef} tabIndex={-1} className="share-result">
        {link ? <TheLink key={link.url} link={link} name={name} onFresh={() => setAskingFresh(true)} /> : null}
      </div>
      {askingFresh && link ? (
        <ConfirmDialog
          title={`Make a new ${link.role} link?`}
          confirmLabel="Yes, make a new link"
          cancelLabel="Keep the link I have"
          tone="primary"
          busy={working}
          error={freshError}
          onConfirm={() => void make(true)}
          onCancel={() => setAskingFresh(false)}
        >
          <p>The link you have now will stop working at once: anyone who opens it afterwards is turned away.</p>
          <p>Do this if the link reached someone it should not have. Then send the new link again to the people who should have it.</p>
        </ConfirmDialog>
      ) : null}
    </Screen>
  );
}

function TheLink({ link, name, onFresh }: { link: ShareLink; name: string | null; onFresh: () => void }) {
  const [revealed, setRevealed] = useState(false);
  const [showQr, setShowQr] = useState(false);
  const [said, setSaid] = useState('');
  // The system's share sheet, beside Copy and QR, only where the app has one (the phone).
  const canShare = useAppStore((s) => s.status?.canShare === true);
  const warning =
    'Anyone who has this link can use it, as if they were the person you meant it for. Send it only to people you trust, in a private message, and never post it where others can see it.';
  const copy = () => {
    setSaid('');
    void copyText(link.url).then((ok) =>
      setSaid(
        ok
          ? `The link is copied. Remember: anyone who has it can use it. Paste it only into a private message to someone you trust.`
          : 'The link could not be copied here.',
      ),
    );
  };
  const share = () => {
    setSaid('');
    void shareLink(name ? `The memorial for ${name}` : 'A memorial', link.url).then(
      (shared) => setSaid(shared ? 'The link is shared. Remember: anyone who has it can use it.' : ''),
      (failure: unknown) => setSaid(toBridgeError(failure).message),
    );
  };
  return (
    <section className="share-link" aria-labelledby="share-link-title">
      <h2 id="share-link-title">The {link.role} link</h2>
      <p className="share-link__message">{link.message}</p>
      <p>
        <strong>What it allows (the memorial service&rsquo;s words):</strong> {link.grants}
      </p>
      <Notice tone="warning" title="This link is like a key">
        <p>{warning}</p>
      </Notice>
      <p className="share-link__address">
        <span className="visually-hidden">{revealed ? 'The link: ' : 'The link, hidden: '}</span>
        <span className="address">{revealed ? link.url : maskLink(link.url)}</span>
      </p>
      <div className="actions actions--tight">
        <Button onClick={() => setRevealed((shown) => !shown)}>{revealed ? 'Hide the link' : 'Show the link'}</Button>
        <Button variant="primary" onClick={copy}>
          Copy the link
        </Button>
        {canShare ? <Button onClick={share}>Share the link…</Button> : null}
        <Button onClick={() => setShowQr((open) => !open)} aria-expanded={showQr}>
          {showQr ? 'Hide the QR code' : 'Show the link as a QR code'}
        </Button>
        <Button onClick={onFresh}>Make a new link</Button>
      </div>
      <LiveMessage>{said}</LiveMessage>
      <p className="hint share-link__renew">
        &ldquo;Make a new link&rdquo; replaces this one: the link you have now stops working, and you send the new one to the people who should have it.
      </p>
      {showQr ? (
        <div className="share-link__qr">
          <p className="share-link__qr-warning">
            The QR code is the same key as the link: anyone who scans it can use it. Print or send it only for people you trust.
          </p>
          <QrCode
            value={link.url}
            title={`The ${link.role} link as a QR code`}
            spoken={`A QR code of the ${link.role} link${name ? ` for the memorial for ${name}` : ''}`}
            caption={<p>{`A ${link.role} link${name ? ` for the memorial for ${name}` : ''}. ${link.grants}`}</p>}
          />
        </div>
      ) : null}
    </section>
  );
}
