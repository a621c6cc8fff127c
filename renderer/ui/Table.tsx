import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { messages } from './messages';
import './table.css';

const words = messages(
  defineMessages({
    cellLabel: {
      id: 'ui.table.cellLabel',
      defaultMessage: '{column}:',
      description: 'In a table shown as stacked blocks on a narrow window, the column’s name before each value. {column} is the column’s name.',
    },
  }),
);

/*
 * A table whose rows stack as blocks in a narrow window (table.css). A table whose display changes
 * loses its table semantics in some browsers; the explicit roles keep them, and each cell's label,
 * shown only when the rows are stacked, is hidden from a screen reader, which has the column's
 * header already.
 */

/** The table, its caption (for a screen reader) and its column headers; the rows are its children. */
export function Table({ caption, columns, children }: { caption: ReactNode; columns: readonly string[]; children: ReactNode }) {
  return (
    <table className="table" role="table">
      <caption className="visually-hidden">{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">{children}</tbody>
    </table>
  );
}

export function Row({ children }: { children: ReactNode }) {
  return <tr role="row">{children}</tr>;
}

/** The cell that names the row (a memorial, what was done). */
export function RowHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="row" role="rowheader">
      {children}
    </th>
  );
}

/** Between the column's name and the value: a space between words, in every language. */
const WORD_SPACE = ' ';

/** A cell, with its column's name before it when the rows are stacked. */
export function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={className}>
      <span className="table__label" aria-hidden="true">
        <FormattedMessage {...words.cellLabel} values={{ column: label }} />
        {WORD_SPACE}
      </span>
      {children}
    </td>
  );
}
