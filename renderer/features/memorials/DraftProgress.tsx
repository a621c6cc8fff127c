import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../../shared/bridge';
import { useRead } from '../../data/use-read';
import { Notice } from '../../ui/Notice';
import { useFollow } from './follow';
import type { ShownMemorial } from './memorial-data';
import { isLive } from './memorial-status';
import { WordingForm } from './WordingForm';
import { FORM_WORDS, STATE_WORDS as words, STATUS_WORDS } from './memorials-words';

/**
 * A new memorial, followed from the service's 202 (spec 3.2): `generating` (keep waiting), then
 * `ready` or `blocked` with the check's reason and the words to fix. Asked again every few seconds,
 * less often as time goes on (follow.ts). It says "live" only when the memorial the service sends
 * has its public address: nothing less counts.
 */
export function DraftProgress({
  account,
  memorial,
  refreshMemorial,
}: {
  account: AccountInfo;
  /** The memorial as read from the service, with the person's waiting changes laid over it. */
  memorial: ShownMemorial | undefined;
  refreshMemorial: () => unknown;
}) {
  const intl = useIntl();
  const memorialId = memorial?.id;
  const { query, refresh, followNow } = useRead({
    accountId: account.id,
    name: 'getDraft',
    input: { params: { onboarding: memorialId ?? 0 } },
    enabled: account.signedIn && memorialId !== undefined,
  });
  const draft = query.data;
  const wordsWaiting = memorial?.waiting.some((entry) => entry.body && Object.keys(entry.body).some((f) => f !== 'template_id')) ?? false;
  // A blocked draft whose fixed words went out is being checked again: follow it once more.
  const rechecking = draft?.status === 'blocked' && memorial?.moderation.status === 'pending' && !wordsWaiting;
  useFollow(draft?.status === 'generating' || rechecking, followNow, rechecking);

  // A blocked draft's fixed words have gone out: ask about the draft again once (its check may
  // even have finished before the memorial is next read).
  const wereWaiting = useRef(wordsWaiting);
  useEffect(() => {
    if (wereWaiting.current && !wordsWaiting && draft?.status === 'blocked') void refresh();
    wereWaiting.current = wordsWaiting;
  }, [wordsWaiting, draft?.status, refresh]);

  // When the draft settles, the memorial is read again (its address, its state).
  const settled = draft && draft.status !== 'generating' ? draft.status : null;
  const lastSettled = useRef<string | null>(null);
  useEffect(() => {
    if (settled && settled !== lastSettled.current) void refreshMemorial();
    lastSettled.current = settled;
  }, [settled, refreshMemorial]);

  if (!memorial || !draft) {
    // The draft cannot be asked about: the memorial's own check is said here all the same, once
    // (the memorial's state below leaves it to this panel).
    if (query.error) {
      return memorial?.moderation.status === 'pending' ? (
        <Notice tone="info" announce="polite" title={intl.formatMessage(words.draftChecking)}>
          <p>
            <FormattedMessage {...words.draftCheckingAbout} />
          </p>
        </Notice>
      ) : null;
    }
    return (
      <Notice tone="info" announce="polite" title={intl.formatMessage(words.preparing)}>
        <p>
          <FormattedMessage {...words.preparingAbout} />
        </p>
      </Notice>
    );
  }

  if (draft.status === 'generating' || rechecking) {
    return (
      <Notice tone="info" announce="polite" title={intl.formatMessage(words.generating)} className="draft draft--generating">
        <p>{draft.message}</p>
        <p>
          <FormattedMessage {...words.looksAgain} />
        </p>
      </Notice>
    );
  }

  if (draft.status === 'blocked') {
    return (
      <section className="draft draft--blocked" aria-labelledby="draft-blocked">
        <Notice tone="error" announce="assertive" title={intl.formatMessage(words.blocked)}>
          <p id="draft-blocked">{draft.message}</p>
          {draft.reason && !draft.message.includes(draft.reason) ? (
            <p>
              <FormattedMessage {...STATUS_WORDS.reason} values={{ reason: draft.reason }} />
            </p>
          ) : null}
          <p>
            <FormattedMessage {...words.blockedAbout} />
          </p>
        </Notice>
        {wordsWaiting ? (
          <p role="status">
            <FormattedMessage {...words.onTheirWay} />
          </p>
        ) : null}
        <WordingForm
          key={memorial.waiting.length}
          account={account}
          memorial={memorial}
          waiting={wordsWaiting}
          headingLevel={2}
          submitLabel={intl.formatMessage(FORM_WORDS.wordsSendAgain)}
        />
      </section>
    );
  }

  // ready: the check passed. Live only with the address the service gave.
  return isLive(memorial) && memorial.url ? (
    <Notice tone="success" announce="polite" title={intl.formatMessage(words.live)} className="draft draft--ready">
      <p>{draft.message}</p>
      <p>
        <FormattedMessage {...words.address} values={{ url: <bdi className="address">{memorial.url}</bdi> }} />
      </p>
    </Notice>
  ) : (
    <Notice tone="info" announce="polite" title={intl.formatMessage(words.passed)} className="draft draft--ready">
      <p>{draft.message}</p>
    </Notice>
  );
}
