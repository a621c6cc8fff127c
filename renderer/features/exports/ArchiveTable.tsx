import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ArchiveEntry } from '../../../shared/bridge/exports';
import { Button } from '../../ui/Button';
import { formatDate, formatTime } from '../../ui/format';
import { LiveMessage } from '../../ui/Notice';
import { formatBytes, useFolders, useShowFile } from './exports-state';
import { EXPORT_CARD_WORDS, isolate, TABLE_WORDS as words } from './exports-words';
import '../../ui/table.css';

/** The name of a table cell's column, shown beside its value on a narrow screen. */
const tableLabel = (chunks: ReactNode[]) => <span className="table__label">{chunks}</span>;

/** Saved exports as a table: what, where, when, how big, and whether the file is still there. */
export function ArchiveTable({ entries, accountId, caption }: { entries: readonly ArchiveEntry[]; accountId: string; caption: ReactNode }) {
  const intl = useIntl();
  const canShow = useFolders(accountId, undefined, null).data?.canShow ?? false;
  const show = useShowFile();
  const [note, setNote] = useState<ArchiveEntry | null>(null);
  const showEntry = (entry: ArchiveEntry) =>
    show.mutate(entry.id, {
      onSuccess: ({ shown }) => setNote(shown ? null : entry),
      onError: () => setNote(entry),
    });
  return (
    <>
      <table className="table archive-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage {...words.what} />
            </th>
            <th scope="col">
              <FormattedMessage {...words.savedOn} />
            </th>
            <th scope="col">
              <FormattedMessage {...words.size} />
            </th>
            <th scope="col">
              <FormattedMessage {...words.where} />
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">
                <span className="table__name">
                  <FormattedMessage {...EXPORT_CARD_WORDS.name} values={{ type: entry.type }} />
                </span>
                <bdi className="table__detail">{entry.fileName}</bdi>
              </th>
              <td className="table__created">
                <FormattedMessage
                  {...words.savedOnLabel}
                  values={{
                    label: tableLabel,
                    value: intl.formatMessage(words.savedAt, { date: formatDate(entry.exportedAt), time: formatTime(entry.exportedAt) }),
                  }}
                />
              </td>
              <td>
                <FormattedMessage {...words.sizeLabel} values={{ label: tableLabel, value: formatBytes(entry.bytes) }} />
              </td>
              <td>
                <FormattedMessage {...words.whereLabel} values={{ label: tableLabel, value: <bdi className="address">{entry.folder}</bdi> }} />
                {entry.present ? null : (
                  <span className="archive-table__missing">
                    <FormattedMessage {...words.missing} />
                  </span>
                )}
                {entry.present && canShow ? (
                  <Button
                    variant="quiet"
                    className="archive-table__show"
                    onClick={() => showEntry(entry)}
                    aria-label={intl.formatMessage(words.showFile, { file: isolate(entry.fileName) })}
                  >
                    <FormattedMessage {...words.show} />
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <LiveMessage>
        {note ? (
          <p>
            <FormattedMessage {...words.notOpened} values={{ file: <bdi>{note.fileName}</bdi>, folder: <bdi>{note.folder}</bdi> }} />
          </p>
        ) : null}
      </LiveMessage>
    </>
  );
}
