import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { Screen } from '../../ui/Screen';
import { useMyMemorial } from './memorial-data';
import { isLive } from './memorial-status';
import { maskLink, roleUnavailableWords, shareRoles, useShareLinkRequest } from './share-links';
import { backToMemorial, isolate } from './memorial-format';
import { COMMON_WORDS, SHARE_WORDS as words } from './memorials-words';

/** A word space between the words read out and what follows (not a message: every language here writes one). */
const SPACE = ' ';

/**
 * Sharing a memorial with a link that carries a role. The link works for whoever has it, so it is
 * shown masked until revealed, copied with a warning, and never kept by the app: it lives in this
 * screen's state and is gone when the screen closes.
 */
export function ShareMemorial({ account, memorialId }: { account: AccountInfo; memorialId: number }) {
  const intl = useIntl();
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
      title={intl.formatMessage(words.title, { named: name ? 'yes' : 'no', name: isolate(name ?? '') })}
      loading={query.isPending && account.signedIn ? intl.formatMessage(COMMON_WORDS.loadingMemorial) : null}
      read={{ account, what: intl.formatMessage(COMMON_WORDS.readThis), query, refresh }}
      back={backToMemorial(intl, memorialId, name)}
      className="share-memorial"
    >
      <p className="lead">
        <FormattedMessage {...words.lead} />
      </p>
      {memorial && isLive(memorial) && memorial.url ? (
        <p>
          <FormattedMessage {...words.visitInstead} />
        </p>
      ) : null}
      <form
        className="form"
        aria-label={intl.formatMessage(words.form)}
        onSubmit={(event) => {
          event.preventDefault();
          void make(false);
        }}
      >
        <Choices
          label={intl.formatMessage(words.roleLabel)}
          value={role}
          onChange={(next) => {
            setRole(next);
            // A link belongs to its role: choosing another puts it away.
            setLink(null);
            setProblem(null);
          }}
          choices={shareRoles(intl)}
          name="role"
        />
        {problem ? (
          <Notice tone="warning" announce="assertive" title={intl.formatMessage(words.unavailable, { role: problem.role })}>
            <p>{problem.error.message}</p>
            {problem.error.code === 'role_unavailable' ? <p>{roleUnavailableWords(intl, problem.role)}</p> : null}
          </Notice>
        ) : null}
        {!link ? (
          <div className="actions">
            <Button type="submit" variant="primary" busy={working} unavailable={!role}>
              <FormattedMessage {...words.get} />
            </Button>
          </div>
        ) : null}
        {!role ? (
          <p className="hint">
            <FormattedMessage {...words.chooseFirst} />
          </p>
        ) : null}
      </form>
      <div ref={resultRef} tabIndex={-1} className="share-result">
        {link ? <TheLink key={link.url} link={link} name={name} onFresh={() => setAskingFresh(true)} /> : null}
      </div>
      {askingFresh && link ? (
        <ConfirmDialog
          title={intl.formatMessage(words.freshTitle, { role: link.role })}
          confirmLabel={intl.formatMessage(words.freshYes)}
          cancelLabel={intl.formatMessage(words.freshKeep)}
          tone="primary"
          busy={working}
          error={freshError}
          onConfirm={() => void make(true)}
          onCancel={() => setAskingFresh(false)}
        >
          <p>
            <FormattedMessage {...words.freshStops} />
          </p>
          <p>
            <FormattedMessage {...words.freshWhen} />
          </p>
        </ConfirmDialog>
      ) : null}
    </Screen>
  );
}

function TheLink({ link, name, onFresh }: { link: ShareLink; name: string | null; onFresh: () => void }) {
  const intl = useIntl();
  const [revealed, setRevealed] = useState(false);
  const [showQr, setShowQr] = useState(false);
  const [said, setSaid] = useState('');
  // The system's share sheet, beside Copy and QR, only where the app has one (the phone).
  const canShare = useAppStore((s) => s.status?.canShare === true);
  const copy = () => {
    setSaid('');
    void copyText(link.url).then((ok) => setSaid(intl.formatMessage(ok ? words.copied : words.notCopied)));
  };
  const share = () => {
    setSaid('');
    const title = name ? intl.formatMessage(COMMON_WORDS.memorialFor, { named: 'yes', name: isolate(name) }) : intl.formatMessage(COMMON_WORDS.aMemorial);
    void shareLink(title, link.url).then(
      (shared) => setSaid(shared ? intl.formatMessage(words.shared) : ''),
      (failure: unknown) => setSaid(toBridgeError(failure).message),
    );
  };
  return (
    <section className="share-link" aria-labelledby="share-link-title">
      <h2 id="share-link-title">
        <FormattedMessage {...words.linkHeading} values={{ role: link.role }} />
      </h2>
      <p className="share-link__message">{link.message}</p>
      <p>
        <FormattedMessage {...words.allows} values={{ b: (chunks) => <strong>{chunks}</strong>, grants: link.grants }} />
      </p>
      <Notice tone="warning" title={intl.formatMessage(words.likeKey)}>
        <p>
          <FormattedMessage {...words.warning} />
        </p>
      </Notice>
      <p className="share-link__address">
        <span className="visually-hidden">
          <FormattedMessage {...words.linkShown} values={{ revealed: revealed ? 'yes' : 'no' }} />
          {SPACE}
        </span>
        <span className="address">{revealed ? link.url : maskLink(link.url)}</span>
      </p>
      <div className="actions actions--tight">
        <Button onClick={() => setRevealed((shown) => !shown)}>
          <FormattedMessage {...words.showHide} values={{ revealed: revealed ? 'yes' : 'no' }} />
        </Button>
        <Button variant="primary" onClick={copy}>
          <FormattedMessage {...words.copy} />
        </Button>
        {canShare ? (
          <Button onClick={share}>
            <FormattedMessage {...words.shareSheet} />
          </Button>
        ) : null}
        <Button onClick={() => setShowQr((open) => !open)} aria-expanded={showQr}>
          <FormattedMessage {...(showQr ? COMMON_WORDS.hideQr : words.showQr)} />
        </Button>
        <Button onClick={onFresh}>
          <FormattedMessage {...words.fresh} />
        </Button>
      </div>
      <LiveMessage>{said}</LiveMessage>
      <p className="hint share-link__renew">
        <FormattedMessage {...words.renew} />
      </p>
      {showQr ? (
        <div className="share-link__qr">
          <p className="share-link__qr-warning">
            <FormattedMessage {...words.qrWarning} />
          </p>
          <QrCode
            value={link.url}
            title={intl.formatMessage(words.qrTitle, { role: link.role })}
            spoken={intl.formatMessage(words.qrSpoken, { role: link.role, named: name ? 'yes' : 'no', name: isolate(name ?? '') })}
            caption={
              <p>
                <FormattedMessage {...words.qrCaption} values={{ role: link.role, named: name ? 'yes' : 'no', name: <bdi>{name}</bdi>, grants: link.grants }} />
              </p>
            }
          />
        </div>
      ) : null}
    </section>
  );
}
