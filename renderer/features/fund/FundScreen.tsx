import { useEffect, useRef, useState } from 'react';
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
import { LiveMessage, Notice } from '../../ui/Notice';
import { needsPremium, PremiumNote } from '../../ui/PremiumNote';
import { FundFormView } from './FundForm';
import { formFromBody, formFromFund, fundBody, fundStatus, type FundForm } from './fund-words';

const FUND_CHANGES = ['saveFund', 'deleteFund'] as const;

/** The memorial fund (Premium): what shows now, what waits to be sent, and the form to write it. */
export function FundScreen({ account, memorialId }: { account: AccountInfo; memorialId: number }) {
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
  const fund: Fund | undefined = accepted && query.data ? acceptedFund(accepted) : query.data;
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
  const who = name ?? 'this memorial';

  const onSave = async (form: FundForm) => {
    setProblem(null);
    try {
      await save.mutateAsync({ params: { memorial: memorialId }, body: fundBody(form), label: `Save the memorial fund of ${who}` });
      // The refused words are now in the new change: the old refusal has done its work.
      for (const entry of refused) void dismissChange(entry.id);
      setEditing(null);
      announce('The fund is saved on this computer and is being sent to the memorial service.');
    } catch (failure) {
      setProblem(toBridgeError(failure).message);
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync({ params: { memorial: memorialId }, label: `Remove the memorial fund of ${who}` });
      setRemoving(false);
      setEditing(null);
      announce('Removing the fund. It is saved on this computer and is being sent to the memorial service.');
    } catch (failure) {
      setProblem(toBridgeError(failure).message);
      setRemoving(false);
    }
  };

  return (
    <MemorialScreen
      account={account}
      memorialId={memorialId}
      title="Memorial fund"
      loading={query.isPending && account.signedIn ? 'Loading the memorial fund…' : null}
      read={{ account, what: 'the memorial fund', query, refresh }}
      className="fund-screen"
    >
      <p className="lead">
        A memorial fund shows a message and up to two links on the memorial, for donations or a cause the family chose. It is part of Premium.
      </p>

      {premiumRefusal ? (
        <PremiumNote
          what="A memorial fund"
          announce
          actions={
            <Button variant="secondary" onClick={() => void dismissChange(premiumRefusal.id)}>
              I understand
            </Button>
          }
        >
          <p>The memorial service did not save the fund. Your words are kept in the form below, so nothing you wrote is lost.</p>
        </PremiumNote>
      ) : null}
      {otherRefusals.map((entry) => (
        <RefusedNotice key={entry.id} entry={entry} onDismiss={() => void dismissChange(entry.id)} />
      ))}

      {waitingSave ? (
        <Notice tone="info" title="Waiting to be sent">
          <p>Your fund is saved on this computer and goes to the memorial service as soon as it can. It is not showing yet.</p>
          <p className="service-words">{typeof waitingSave.body?.message === 'string' ? waitingSave.body.message : ''}</p>
        </Notice>
      ) : null}
      {waitingRemove ? (
        <Notice tone="info" title="Waiting to be sent">
          <p>Removing the fund is saved on this computer and goes to the memorial service as soon as it can.</p>
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
            Change the fund
          </Button>
          <Button variant="secondary" onClick={() => setRemoving(true)}>
            Remove the fund
          </Button>
        </div>
      ) : null}

      {formOpen ? (
        <section className="place-panel" aria-labelledby="fund-form-heading">
          <h2 className="place-panel__heading" id="fund-form-heading">
            {fund?.exists ? 'Change the fund' : 'Write the fund'}
          </h2>
          <FundFormView key={formKey} initial={formStart} onSave={onSave} problem={problem} {...(fund?.exists ? { onCancel: () => setEditing(null) } : {})} />
        </section>
      ) : null}

      {removing ? (
        <ConfirmDialog
          title="Remove the memorial fund?"
          confirmLabel="Remove the fund"
          cancelLabel="Keep it"
          busy={remove.isPending}
          onCancel={() => setRemoving(false)}
          onConfirm={() => void onRemove()}
        >
          <p>The fund’s message and links will no longer show on the memorial of {who}. You can write a new fund at any time.</p>
        </ConfirmDialog>
      ) : null}
    </MemorialScreen>
  );
}

/** The fund as the service's answer to a change left it: saved and being checked, or gone. */
function acceptedFund(entry: OutboxEntry): Fund {
  if (entry.operation === 'deleteFund') return { exists: false, notice: entry.message ?? 'The fund was removed from the memorial.' };
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
    notice: 'The memorial service saved the fund. It is not showing yet: it shows once the safety check has read it.',
  };
}

/** The fund as the service has it now, with its state in words and the service's own sentence read aloud. */
function FundNow({ fund, onCheck }: { fund: Fund; onCheck: () => Promise<unknown> }) {
  if (!fund.exists) {
    return (
      <section className="place-panel" aria-labelledby="fund-now-heading">
        <h2 className="place-panel__heading" id="fund-now-heading">
          The fund now
        </h2>
        <p>There is no fund on this memorial yet.</p>
      </section>
    );
  }
  const status = fundStatus(fund);
  return (
    <section className="place-panel" aria-labelledby="fund-now-heading">
      <h2 className="place-panel__heading" id="fund-now-heading">
        The fund now
      </h2>
      <LiveMessage>
        <p className={`status status--${status.tone === 'hidden' ? 'hidden' : status.tone}`}>
          <span className="visually-hidden">Status: </span>
          {status.words}
        </p>
      </LiveMessage>
      {status.detail ? <p className="fund__detail">{status.detail}</p> : null}
      <p className="service-words">{fund.notice}</p>
      {status.tone === 'checking' ? <CheckNow onCheck={onCheck} /> : null}
      <h3 className="fund__label">Message</h3>
      <p className="fund__message">{fund.message}</p>
      <h3 className="fund__label">Links</h3>
      {fund.links.length > 0 ? (
        <ul className="fund__links">
          {fund.links.map((link) => (
            <li key={link.url}>
              <ExternalLink href={link.url}>{link.title ?? link.url}</ExternalLink>
              <span className="address fund__address">{link.url}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>No links.</p>
      )}
      <p className="hint">Last saved {formatDate(fund.updated_at) ?? ''}.</p>
    </section>
  );
}

function RefusedNotice({ entry, onDismiss }: { entry: OutboxEntry; onDismiss: () => void }) {
  const what = entry.operation === 'deleteFund' ? 'remove the fund' : 'save the fund';
  return (
    <Notice
      tone="error"
      announce="assertive"
      title={`The memorial service did not ${what}.`}
      actions={
        <Button variant="secondary" onClick={onDismiss}>
          I understand
        </Button>
      }
    >
      <p className="service-words">{entry.message ?? 'It gave no reason.'}</p>
      {entry.operation === 'saveFund' ? <p>Your words are kept in the form below.</p> : null}
    </Notice>
  );
}
