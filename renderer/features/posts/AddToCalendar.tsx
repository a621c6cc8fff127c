import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../../shared/bridge';
import { appCall } from '../../data/calls';
import { toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { LiveMessage, Notice } from '../../ui/Notice';
import { CALENDAR_WORDS as words, isolate } from './post-words';

/**
 * "Add to calendar": the core reads the event from the service and saves it as an .ics file (the
 * save dialog, or the Downloads folder in browser mode) that Outlook, Apple Calendar and Google
 * Calendar open. One event (`event`), or every event of the memorial.
 */
export function AddToCalendar({
  account,
  memorialId,
  memorialName,
  event,
}: {
  account: AccountInfo;
  memorialId: number;
  memorialName: string | null;
  event?: { id: number; title: string };
}) {
  const intl = useIntl();
  const all = String(!event);
  const save = useMutation({
    mutationFn: () => appCall('events.saveIcs', { accountId: account.id, memorialId, memorialName, ...(event ? { eventId: event.id } : {}) }),
  });
  return (
    <div className="add-to-calendar">
      <Button
        variant="secondary"
        busy={save.isPending}
        unavailable={!account.signedIn}
        onClick={() => save.mutate()}
        {...(event ? { 'aria-label': intl.formatMessage(words.addOne, { title: isolate(event.title) }) } : {})}
      >
        <FormattedMessage {...words.add} values={{ all }} />
      </Button>
      <LiveMessage>{save.data ? <p className={save.data.saved ? 'saved-file' : undefined}>{save.data.message}</p> : null}</LiveMessage>
      {save.isError ? (
        <Notice tone="error" announce="assertive" title={intl.formatMessage(words.failed, { all })}>
          <p>{toBridgeError(save.error).message}</p>
        </Notice>
      ) : null}
    </div>
  );
}
