import { useEffect, useRef, useState } from 'react';
import type { AccountInfo, SuccessBody } from '../../../shared/bridge';
import { toBridgeError } from '../../data/errors';
import { useSend } from '../../data/use-change';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Notice } from '../../ui/Notice';
import { Recovery } from './Recovery';

type Deleted = SuccessBody<'deleteMyMemorial'>;

/**
 * Deleting, after a question that says what it means: the memorial leaves the web at once, and the
 * service keeps it recoverable until a date it gives in its answer. The answer is then shown: its
 * own words, that date, and how many memorials the person may look after now (its quota).
 */
export function DeleteMemorial({ account, memorialId, name, deleted }: { account: AccountInfo; memorialId: number; name: string | null; deleted: boolean }) {
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<Deleted | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useSend(account.id, 'deleteMyMemorial', { refresh: ['getMyMemorial', 'listMyMemorials', 'getMyMemorialStatus'], memorialId });
  const who = name ? `the memorial for ${name}` : 'this memorial';

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
      {!result && deleted ? <p>This memorial is deleted. Its state above says until when it can be recovered, and how.</p> : null}
      {!result && !deleted ? (
        <Button variant="danger" onClick={() => setAsking(true)}>
          Delete this memorial
        </Button>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={`Delete ${who}?`}
          confirmLabel="Yes, delete it"
          cancelLabel="Keep it"
          busy={remove.isPending}
          error={problem}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          <p>It will no longer be shown to anyone, and its tributes, fund and posts go with it.</p>
          <p>
            It is not destroyed at once: the memorial service keeps it for a while, and it can be recovered from your dashboard on the service&rsquo;s website.
            The service says until when as soon as it is deleted.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function DeletedNotice({ result }: { result: Deleted }) {
  const { quota } = result;
  // The button that asked is gone: the answer takes the focus, so it is read next.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => frame.current?.focus(), []);
  return (
    <div ref={frame} tabIndex={-1} className="deleted-result">
      <Notice tone="warning" title="The memorial is deleted">
        <p>{result.message}</p>
        <Recovery recoverableUntil={result.recoverable_until} />
        <p className="deleted-result__quota">
          You now look after {quota.live_used} of the {quota.live_cap} memorials one person may look after at once
          {quota.live_remaining > 0 ? `, so you can create ${quota.live_remaining === 1 ? 'one more' : `${quota.live_remaining} more`}.` : '.'}
        </p>
      </Notice>
    </div>
  );
}
