import { useState } from 'react';
import type { ArchiveEntry } from '../../../shared/bridge/exports';
import { Button } from '../../ui/Button';
import { formatDate, formatTime } from '../../ui/format';
import { LiveMessage } from '../../ui/Notice';
import { EXPORT_WORDS, formatBytes, useFolders, useShowFile } from './exports-state';
import '../../ui/table.css';

/** Saved exports as a table: what, where, when, how big, and whether the file is still there. */
export function ArchiveTable({ entries, accountId, caption }: { entries: readonly ArchiveEntry[]; accountId: string; caption: string }) {
  const canShow = useFolders(accountId, undefined, null).data?.canShow ?? false;
  const show = useShowFile();
  const [note, setNote] = useState<string | null>(null);
  const showEntry = (entry: ArchiveEntry) =>
    show.mutate(entry.id, {
      onSuccess: ({ shown }) => setNote(shown ? null : `Memorial Desk could not open the folder. The file is ${entry.fileName} in ${entry.folder}.`),
      onError: () => setNote(`Memorial Desk could not open the folder. The file is ${entry.fileName} in ${entry.folder}.`),
    });
  return (
    <>
      <table className="table archive-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Saved on</th>
            <th scope="col">Size</th>
            <th scope="col">Where it is</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">
                <span className="table__name">{EXPORT_WORDS[entry.type].name}</span>
                <span className="table__detail">{entry.fileName}</span>
              </th>
              <td className="table__created">
                <span className="table__label">Saved on: </span>
                {formatDate(entry.exportedAt)}, {formatTime(entry.exportedAt)}
              </td>
              <td>
                <span className="table__label">Size: </span>
                {formatBytes(entry.bytes)}
              </td>
              <td>
                <span className="table__label">Where it is: </span>
                <span className="address">{entry.folder}</span>
                {entry.present ? null : <span className="archive-table__missing">No longer in this folder: it was moved, changed or deleted.</span>}
                {entry.present && canShow ? (
                  <Button variant="quiet" className="archive-table__show" onClick={() => showEntry(entry)} aria-label={`Show ${entry.fileName} in its folder`}>
                    Show in its folder
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <LiveMessage>{note ? <p>{note}</p> : null}</LiveMessage>
    </>
  );
}
