import { useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppStore } from '../data/app-state';
import { useConnection } from '../data/connection';
import { Button } from './Button';
import { formatAsOf } from './format';
import type { ScreenRead } from './screen-read';
import { UI_WORDS as words } from './ui-words';
import './memorial-screen.css';

/**
 * "Check now", beside something the service is still doing (a check, an export): the person's own
 * read, ahead of the background looks that back off. Busy only while the person's own check runs
 * (a background look may be waiting for the request limit; the person's goes before it).
 */
export function CheckNow({
  onCheck,
  note,
}: {
  onCheck: () => Promise<unknown>;
  /** The words beside the button; by default, that Memorial Desk looks again by itself. */
  note?: string;
}) {
  const [checking, setChecking] = useState(false);
  const check = () => {
    setChecking(true);
    void onCheck().finally(() => setChecking(false));
  };
  return (
    <div className="check-now">
      <p className="hint">{note ?? <FormattedMessage {...words.checkNote} />}</p>
      <Button variant="secondary" busy={checking} onClick={check}>
        <FormattedMessage {...words.checkNow} />
      </Button>
    </div>
  );
}

/**
 * "Check now" at the top of a screen that lists what the service has (My memorials, the
 * tributes, the announcements): when the list was last checked, and the person's own check, ahead
 * of the background looks. Shown on a narrow window (a phone), which has no window focus to
 * refresh on and where a person expects a way to look again by hand; a wide window's stylesheet
 * leaves it out. Not shown while the screen's read problem (ReadProblem) offers its own "Check
 * again": offline, failed, older than it should be (`old`: Screen judges it once for both, so the
 * two never disagree, even when this is shown later than the notice), signed out, or before the
 * first answer.
 */
export function ListCheck({ read, old, hadFocus }: { read: ScreenRead; old: boolean; hadFocus?: RefObject<boolean> }) {
  const intl = useIntl();
  const connection = useConnection();
  const announce = useAppStore((s) => s.announce);
  const [checking, setChecking] = useState(false);
  if (connection === 'offline' || old || read.query.error || !read.account.signedIn || read.query.data === undefined) return null;
  const check = () => {
    setChecking(true);
    void read
      .refresh()
      .then(
        // A read resolves when it failed too: "Checked" only when the answer came. A failure is
        // said here only when nothing else shows it: otherwise the screen's read problem notice
        // takes this place and speaks for it.
        ({ error, untold }) => {
          if (!error) announce(intl.formatMessage(words.checked, { what: read.what }));
          else if (untold) announce(intl.formatMessage(words.checkFailed, { what: read.what }));
        },
        () => undefined,
      )
      .finally(() => setChecking(false));
  };
  return (
    <div
      className="check-now check-now--list"
      // Whether the focus is here, for Screen to move it on when this gives way; a blur with
      // nowhere to go (the button taken away under it) leaves it said.
      onFocus={() => {
        if (hadFocus) hadFocus.current = true;
      }}
      onBlur={(event) => {
        if (hadFocus && event.relatedTarget !== null) hadFocus.current = false;
      }}
    >
      {/* 0: a list put together from several reads, which says no one time. */}
      {read.query.dataUpdatedAt > 0 ? (
        <p className="hint">
          <FormattedMessage {...words.lastChecked} values={{ asOf: formatAsOf(intl, read.query.dataUpdatedAt) }} />
        </p>
      ) : null}
      <Button variant="secondary" busy={checking} onClick={check}>
        <FormattedMessage {...words.checkNow} />
      </Button>
    </div>
  );
}
