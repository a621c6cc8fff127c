import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Fund } from '../../../shared/api/premium';
import type { AccountInfo, OutboxEntry } from '../../../shared/bridge';
import { useAppStore } from '../../data/app-state';
import { useRead } from '../../data/use-read';
import { toBridgeError } from '../../data/errors';
import { dismissChange, useRefusedChanges, useUnfinishedChanges } from '../../data/outbox';
import { useQueuedChange } from '../../data/use-change';
import { useDoneSince } from '../../ui/recently-done';
import { Button } from '../../ui/Button';
import { CheckNow } from '../../ui/CheckNow';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ExternalLink } from '../../ui/ExternalLink';
import { formatDate } from '../../ui/format';
import { MemorialScreen, useMemorialName } from '../../ui/MemorialScreen';
import { useServiceSpeaksTheLanguage } from '../../ui/locale';
import { LiveMessage, Notice } from '../../ui/Notice';
import { needsPremium, PremiumNote } from '../../ui/PremiumNote';
import { FundFormView } from './FundForm';
import { formFromBody, formFromFund, fundBody, fundStatus, FUND_WORDS as words, isolate, type FundForm } from './fund-words';

/** Words for screen readers only. */
const hiddenLabel = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

const FUND_CHANGES = ['saveFund', 'deleteFund'] as const;

/** The memorial fund (Premium): what shows now, what waits to be sent, and the form to write it. */
export function FundScreen({ account, memorialId }: { account: AccountInfo; memorialId: number }) {
  const intl = useIntl();
  const { name } = useMemorialName(account, memorialId);
  const { query, refresh } = useRead({
    accountId: account.id,
    name: 'getFund',
    input: { params: { memorial: memorialId } },
    enabled: account.signedIn,
    // Followed while the safety check looks at the fund.
    followWhile: (fund) => fund.exists && fund.moderation.status === 'pending',
  });
  const accepted = useDoneSince({ accountId: account.id, memorialId, operations: FUND_CHANGES }, query.dataUpdatedAt).at(-1);
  // What the service accepted before the read caught up with it, from the person's own words.
  const fund: Fund | undefined = accepted && query.data ? acceptedFund(accepted, intl) : query.data;
  const waiting = useUnfinishedChanges({ accountId: account.id, memorialId, operations: FUND_CHANGES });
  const refused = useRefusedChanges({ accountId: account.id, memorialId, operations: FUND_CHANGES });
  const save = useQueuedChange(account.id, 'saveFund');
  const remove = useQueuedChange(account.id, 'deleteFund');
  const announce = useAppStore((s) => s.announce);
  const [editing, setEditing] = useState<FundForm | null>(null);
  const [removing, setRemoving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const premiumRefusal = refused.find((entry) => needsPremium(entry));
  const otherRefusals = refused.filter((entry) => !needsPremium(entry));
  const waitingSave = waiting.filter((entry) => entry.operation === 'saveFund').at(-1);
  const waitingRemove = waiting.some((entry) => entry.operation === 'deleteFund');
  const refusedSave = refused.filter((entry) => entry.operation === 'saveFund').at(-1);
  const [formKey, setFormKey] = useState(0);
  // Words the service refused come back into the form, and stay there once the notice is read.
  const seenRefusal = useRef<string | null>(null);
  useEffect(() => {
    if (!refusedSave || seenRefusal.current === refusedSave.id) return;
    seenRefusal.current = refusedSave.id;
    setEditing(formFromBody(refusedSave.body));
    setFormKey((k) => k + 1);
  }, [refusedSave]);
  // The form is open while the person writes, and when there is no fund yet.
  const formOpen = editing !== null || (fund !== undefined && !fund.exists && !waitingSave && !waitingRemove);
  const formStart = editing ?? formFromFund(fund);
  const who = { named: String(Boolean(name)), name: isolate(name ?? '') };

  const onSave = async (form: FundForm) => {
    setProblem(null);
    try {
      await save.mutateAsync({ params: { memorial: memorialId }, body: fundBody(form), label: intl.formatMessage(words.saveLabel, who) });
      // The refused words are now in the new change: the old refusal has done its work.
      for (const entry of refused) void dismissChange(entry.id);
      setEditing(null);
      announce(intl.formatMessage(words.savedSaid));
    } catch (failure) {
      setProblem(toBridgeError(failure).message);
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync({ params: { memorial: memorialId }, label: intl.formatMessage(words.removeLabel, who) });
      setRemoving(false);
      setEditing(null);
      announce(intl.formatMessage(words.removingSaid));
    } catch (failure) {
      setProblem(toBridgeError(failure).message);
      setRemoving(false);
    }
  };

  return (
    <MemorialScreen
      account={account}
      memorialId={memorialId}
      title={intl.formatMessage(words.title)}
      loading={query.isPending && account.signedIn ? intl.formatMessage(words.loading) : null}
      read={{ account, what: intl.formatMessage(words.what), query, refresh }}
      className="fund-screen"
    >
      <p className="lead">
        <FormattedMessage {...words.lead} />
      </p>

      {premiumRefusal ? (
        <PremiumNote
          what={intl.formatMessage(words.premiumWhat)}
          announce
          actions={
            <Button variant="secondary" onClick={() => void dismissChange(premiumRefusal.id)}>
              <FormattedMessage {...words.understood} />
            </Button>
          }
        >
          <p>
            <FormattedMessage {...words.premiumKept} />
          </p>
        </PremiumNote>
      ) : null}
      {otherRefusals.map((entry) => (
        <RefusedNotice key={entry.id} entry={entry} onDismiss={() => void dismissChange(entry.id)} />
      ))}

      {waitingSave ? (
        <Notice tone="info" title={intl.formatMessage(words.waiting)}>
          <p>
            <FormattedMessage {...words.waitingSave} />
          </p>
          <p className="service-words">{typeof waitingSave.body?.message === 'string' ? waitingSave.body.message : ''}</p>
        </Notice>
      ) : null}
      {waitingRemove ? (
        <Notice tone="info" title={intl.formatMessage(words.waiting)}>
          <p>
            <FormattedMessage {...words.waitingRemove} />
          </p>
        </Notice>
      ) : null}

      {fund ? <FundNow fund={fund} onCheck={refresh} /> : null}

      {fund?.exists && !formOpen && !waitingRemove ? (
        <div className="actions">
          <Button
            variant="primary"
            onClick={() => {
              setEditing(formFromFund(fund));
              setFormKey((k) => k + 1);
            }}
          >
            <FormattedMessage {...words.change} />
          </Button>
          <Button variant="secondary" onClick={() => setRemoving(true)}>
            <FormattedMessage {...words.remove} />
          </Button>
        </div>
      ) : null}

      {formOpen ? (
        <section className="place-panel" aria-labelledby="fund-form-heading">
          <h2 className="place-panel__heading" id="fund-form-heading">
            <FormattedMessage {...words.formHeading} values={{ exists: String(fund?.exists === true) }} />
          </h2>
          <FundFormView key={formKey} initial={formStart} onSave={onSave} problem={problem} {...(fund?.exists ? { onCancel: () => setEditing(null) } : {})} />
        </section>
      ) : null}

      {removing ? (
        <ConfirmDialog
          title={intl.formatMessage(words.removeTitle)}
          confirmLabel={intl.formatMessage(words.remove)}
          cancelLabel={intl.formatMessage(words.removeKeep)}
          busy={remove.isPending}
          onCancel={() => setRemoving(false)}
          onConfirm={() => void onRemove()}
        >
          <p>
            <FormattedMessage {...words.removeText} values={{ named: String(Boolean(name)), name: <bdi>{name}</bdi> }} />
          </p>
        </ConfirmDialog>
      ) : null}
    </MemorialScreen>
  );
}

/** The fund as the service's answer to a change left it: saved and being checked, or gone. */
function acceptedFund(entry: OutboxEntry, intl: IntlShape): Fund {
  if (entry.operation === 'deleteFund') return { exists: false, notice: entry.message ?? intl.formatMessage(words.removedNotice) };
  const form = formFromBody(entry.body);
  const links = [
    { title: form.link_one_title || null, url: form.link_one_url },
    { title: form.link_two_title || null, url: form.link_two_url },
  ].filter((link) => link.url !== '');
  return {
    exists: true,
    message: form.message,
    links,
    is_showing: false,
    moderation: { status: 'pending', reason: null },
    updated_at: entry.finishedAt ?? entry.createdAt,
    notice: intl.formatMessage(words.savedNotice),
  };
}

/**
 * The service's sentence under the fund's state (English) in another language: the same in the
 * app's words where the app knows it; none for a refusal (its reason is said above, as the service
 * wrote it); why a fund that passed does not show, only the service knows.
 */
function noticeInOwnWords(intl: IntlShape, fund: Extract<Fund, { exists: true }>, tone: ReturnType<typeof fundStatus>['tone']): string | null {
  switch (tone) {
    case 'live':
      return intl.formatMessage(words.liveNotice);
    case 'checking':
      return intl.formatMessage(words.savedNotice);
    case 'hidden':
      return fund.notice;
    default:
      return null;
  }
}

/** The fund as the service has it now, with its state in words and the service's own sentence read aloud. */
function FundNow({ fund, onCheck }: { fund: Fund; onCheck: () => Promise<unknown> }) {
  const intl = useIntl();
  const serviceSpeaksTheLanguage = useServiceSpeaksTheLanguage();
  if (!fund.exists) {
    return (
      <section className="place-panel" aria-labelledby="fund-now-heading">
        <h2 className="place-panel__heading" id="fund-now-heading">
          <FormattedMessage {...words.now} />
        </h2>
        <p>
          <FormattedMessage {...words.none} />
        </p>
      </section>
    );
  }
  const status = fundStatus(fund);
  const notice = serviceSpeaksTheLanguage ? fund.notice : noticeInOwnWords(intl, fund, status.tone);
  return (
    <section className="place-panel" aria-labelledby="fund-now-heading">
      <h2 className="place-panel__heading" id="fund-now-heading">
        <FormattedMessage {...words.now} />
      </h2>
      <LiveMessage>
        <p className={`status status--${status.tone === 'hidden' ? 'hidden' : status.tone}`}>
          <FormattedMessage {...words.status} values={{ hidden: hiddenLabel, value: intl.formatMessage(status.words) }} />
        </p>
      </LiveMessage>
      {status.detail ? <p className="fund__detail">{status.detail}</p> : null}
      {notice ? <p className="service-words">{notice}</p> : null}
      {status.tone === 'checking' ? <CheckNow onCheck={onCheck} /> : null}
      <h3 className="fund__label">
        <FormattedMessage {...words.messageLabel} />
      </h3>
      <p className="fund__message">{fund.message}</p>
      <h3 className="fund__label">
        <FormattedMessage {...words.links} />
      </h3>
      {fund.links.length > 0 ? (
        <ul className="fund__links">
          {fund.links.map((link) => (
            <li key={link.url}>
              <ExternalLink href={link.url}>{link.title ?? link.url}</ExternalLink>
              <bdi className="address fund__address">{link.url}</bdi>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <FormattedMessage {...words.noLinks} />
        </p>
      )}
      <p className="hint">
        <FormattedMessage {...words.lastSaved} values={{ date: formatDate(fund.updated_at) ?? '' }} />
      </p>
    </section>
  );
}

function RefusedNotice({ entry, onDismiss }: { entry: OutboxEntry; onDismiss: () => void }) {
  const intl = useIntl();
  return (
    <Notice
      tone="error"
      announce="assertive"
      title={intl.formatMessage(words.refused, { operation: entry.operation === 'deleteFund' ? 'remove' : 'save' })}
      actions={
        <Button variant="secondary" onClick={onDismiss}>
          <FormattedMessage {...words.understood} />
        </Button>
      }
    >
      <p className="service-words">{entry.message ?? intl.formatMessage(words.noReason)}</p>
      {entry.operation === 'saveFund' ? (
        <p>
          <FormattedMessage {...words.wordsKept} />
        </p>
      ) : null}
    </Notice>
  );
}
