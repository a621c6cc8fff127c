import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../../shared/bridge';
import { toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { LiveMessage, Notice } from '../../ui/Notice';
import { useSaveList } from './desk-data';
import { SAVE_WORDS as SAVE } from './desk-words';

/**
 * "Save this list as a spreadsheet": every page of what the screen shows (not only the page in
 * view), read by the core within the funeral home's 50 requests a minute, its progress read aloud.
 */
export function SaveList({
  account,
  which,
  search,
}: {
  account: AccountInfo;
  which: 'memorials' | 'waiting';
  search?: { q?: string; created_after?: string; created_before?: string };
}) {
  const intl = useIntl();
  const { save, progress } = useSaveList(account.id);
  const saving = save.isPending;
  let words: string | null = null;
  if (saving) words = progress?.message ?? intl.formatMessage(SAVE.preparing);
  else if (save.data) words = save.data.message;

  return (
    <section className="desk-save" aria-labelledby={`save-${which}`}>
      <h2 id={`save-${which}`} className="visually-hidden">
        <FormattedMessage {...SAVE.heading} />
      </h2>
      <Button
        variant="secondary"
        busy={saving}
        unavailable={!account.signedIn}
        onClick={() => save.mutate({ which, ...(search ? { search } : {}) })}
        aria-describedby={`save-${which}-hint`}
      >
        <FormattedMessage {...SAVE.button} />
      </Button>
      <p id={`save-${which}-hint`} className="hint">
        <FormattedMessage {...SAVE.hint} values={{ which }} />
      </p>
      {saving && progress?.pages ? (
        <progress className="desk-save__bar" max={progress.pages} value={progress.page} aria-label={intl.formatMessage(SAVE.pagesRead)} />
      ) : null}
      <LiveMessage className="desk-save__words">{words}</LiveMessage>
      {save.isError ? (
        <Notice tone="error" announce="assertive" title={intl.formatMessage(SAVE.notSaved)}>
          <p>{toBridgeError(save.error).message}</p>
        </Notice>
      ) : null}
    </section>
  );
}
