import { Link, useParams } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import type { AccountInfo } from '../../shared/bridge';
import { useActiveAccount } from '../data/app-state';
import { useRead } from '../data/use-read';
import { places, type Place } from './places';
import { Screen, type ScreenProps } from './Screen';
import './memorial-place.css';

/** The memorial (and event) a place's address names, as whole numbers; null when it names none. */
export function usePlaceIds(): { memorialId: number | null; eventId: number | null } {
  const params: { memorialId?: string; eventId?: string } = useParams({ strict: false });
  return { memorialId: wholeNumber(params.memorialId), eventId: wholeNumber(params.eventId) };
}

function wholeNumber(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9]\d{0,14}$/.test(text)) return null;
  return Number(text);
}

/** The memorial's name as the service has it, for headings and the way back. */
export function useMemorialName(account: AccountInfo, memorialId: number) {
  const { query } = useRead({ accountId: account.id, name: 'getMyMemorial', input: { params: { memorial: memorialId } }, enabled: account.signedIn });
  const memorial = query.data?.data;
  return {
    /** Null until known (or when it has no name yet). */
    name: memorial?.deceased_name ?? null,
    memorial: memorial ?? null,
  };
}

export interface MemorialPlaceProps extends Omit<ScreenProps, 'subtitle'> {
  account: AccountInfo;
  memorialId: number;
  /** Between the memorial and this place in the way back (an event's replies sit under the posts). */
  via?: { label: string; place: Place };
}

/**
 * The frame of a place about one memorial (its fund, posts, exports, visits): the way back to
 * My memorials and to the memorial's own page, then the screen, its heading and the memorial's
 * name under it. Works on its own when opened directly (a link, a restart).
 */
export function MemorialPlace({ account, memorialId, via, title, heading, ...screen }: MemorialPlaceProps) {
  const { name } = useMemorialName(account, memorialId);
  const memorialWords = name ?? 'This memorial';
  const here = typeof heading === 'string' ? heading : title;
  return (
    <>
      <nav className="trail" aria-label="Where you are">
        <ol>
          <li>
            <Link {...places.myMemorials}>My memorials</Link>
          </li>
          <li>
            <Link {...places.memorial(memorialId)}>{memorialWords}</Link>
          </li>
          {via ? (
            <li>
              <Link {...via.place}>{via.label}</Link>
            </li>
          ) : null}
          <li aria-current="page">{here}</li>
        </ol>
      </nav>
      <Screen {...screen} title={name ? `${title} · ${name}` : title} heading={heading ?? title} subtitle={name ? `For ${name}` : null} />
    </>
  );
}

/** A place whose address names no memorial the app can read (a typing mistake, an old link). */
export function NoSuchMemorial({ what }: { what: string }) {
  return (
    <Screen title="This memorial is not here">
      <p className="lead">The address does not name a memorial, so Memorial Desk cannot show {what}.</p>
      <p>
        <Link {...places.myMemorials}>Go to My memorials</Link>
      </p>
    </Screen>
  );
}

/**
 * A memorial place's component: the active family account and the ids from the address, or the
 * plain note when the address names no memorial. Keyed by account and memorial, so a switch
 * starts the screen afresh.
 */
export function memorialPlace(
  what: string,
  render: (props: { account: AccountInfo; memorialId: number; eventId: number | null }) => ReactNode,
  options: { needsEvent?: boolean } = {},
) {
  return function Place() {
    const account = useActiveAccount();
    const { memorialId, eventId } = usePlaceIds();
    if (!account) return null;
    if (memorialId === null || (options.needsEvent && eventId === null)) return <NoSuchMemorial what={what} />;
    return <Fragment key={`${account.id}:${memorialId}:${eventId ?? ''}`}>{render({ account, memorialId, eventId })}</Fragment>;
  };
}
