import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo, SuccessBody } from '../../../shared/bridge';
import { toBridgeError } from '../../data/errors';
import { useSend } from '../../data/use-change';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Notice } from '../../ui/Notice';
import { Recovery } from './Recovery';
import { isolate } from './memorial-format';
import { DELETE_WORDS as words } from './memorials-words';

type Deleted = SuccessBody<'deleteMyMemorial'>;

/**
 * Deleting, after a question that says what it means: the memorial leaves the web at once, and the
 * service keeps it recoverable until a date it gives in its answer. The answer is then shown: its
 * own words, that date, and how many memorials the person may look after now (its quota).
 */
export function DeleteMemorial({ account, memorialId, name, deleted }: { account: AccountInfo; memorialId: number; name: string | null; deleted: boolean }) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<Deleted | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useSend(account.id, 'deleteMyMemorial', { refresh: ['getMyMemorial', 'listMyMemorials', 'getMyMemorialStatus'], memorialId });

  const confirm = () => {
    setProblem(null);
    remove.mutateAsync({ params: { memorial: memorialId } }).then(
      (answer) => {
        setAsking(false);
        setResult(answer.data);
      },
      (failure: unknown) => setProblem(toBridgeError(failure).message),
    );
  };

  return (
    <>
      {result ? <DeletedNotice result={result} /> : null}
      {!result && deleted ? (
        <p>
          <FormattedMessage {...words.deletedAlready} />
        </p>
      ) : null}
      {!result && !deleted ? (
        <Button variant="danger" onClick={() => setAsking(true)}>
          <FormattedMessage {...words.button} />
        </Button>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={intl.formatMessage(words.title, { named: name ? 'yes' : 'no', name: isolate(name ?? '') })}
          confirmLabel={intl.formatMessage(words.yes)}
          cancelLabel={intl.formatMessage(words.keep)}
          busy={remove.isPending}
          error={problem}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          <p>
            <FormattedMessage {...words.goes} />
          </p>
          <p>
            <FormattedMessage {...words.notDestroyed} />
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function DeletedNotice({ result }: { result: Deleted }) {
  const intl = useIntl();
  const { quota } = result;
  // The button that asked is gone: the answer takes the focus, so it is read next.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => frame.current?.focus(), []);
  return (
    <div ref={frame} tabIndex={-1} className="deleted-result">
      <Notice tone="warning" title={intl.formatMessage(words.done)}>
        <p>{result.message}</p>
        <Recovery recoverableUntil={result.recoverable_until} />
        <p className="deleted-result__quota">
          <FormattedMessage {...words.quota} values={{ used: quota.live_used, cap: quota.live_cap, remaining: Math.max(0, quota.live_remaining) }} />
        </p>
      </Notice>
    </div>
  );
}
