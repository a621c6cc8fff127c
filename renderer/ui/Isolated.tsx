import { Fragment, type ReactNode } from 'react';
import { FSI, PDI } from '../../shared/i18n/isolate';

/**
 * Text that isolates the names in it as plain text does (FSI … PDI, shared/i18n/isolate.ts), for the
 * page: each isolated name as a `<bdi>`, which isolates it the same way and leaves the invisible
 * marks out of what is read and copied. A screen's heading is the window's title too, where only
 * the marks can isolate a name, so the same words serve both.
 */
export function Isolated({ text }: { text: string }): ReactNode {
  if (!text.includes(FSI)) return text;
  const pieces: ReactNode[] = [];
  let rest = text;
  for (let start = rest.indexOf(FSI); start >= 0; start = rest.indexOf(FSI)) {
    const end = rest.indexOf(PDI, start + 1);
    if (end < 0) break;
    if (start > 0) pieces.push(rest.slice(0, start));
    pieces.push(<bdi key={pieces.length}>{rest.slice(start + 1, end)}</bdi>);
    rest = rest.slice(end + 1);
  }
  if (rest) pieces.push(rest);
  return <Fragment>{pieces}</Fragment>;
}
