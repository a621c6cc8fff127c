/**
 * What a feature folder gives the app: its routes (places) and its entries in the main navigation.
 * The shell finds every `features/<area>/feature.tsx` by itself, so a new screen is a new folder
 * and nothing else (see the README, "How to add a screen").
 */
import type { QueryClient } from '@tanstack/react-query';
import { lazyRouteComponent, Link, useParams, type AnyRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { AccountInfo, ReadName } from '../../shared/bridge';
import { activeAccount, useActiveAccount, useAppStore } from '../data/app-state';
import { beginPlaceRead, type PlaceRead } from '../data/place-read';
import { needWords } from './catalog-parts';
import { places } from './places';
import { Screen } from './Screen';
import { UI_WORDS as words } from './ui-words';

/** Which account a place needs: none (signing in), any signed-in account, or one kind. */
export type AccountNeed = 'none' | 'any' | 'personal' | 'business';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Default 'any'. The shell sends a person without an account to sign in, and explains a wrong kind. */
    account?: AccountNeed;
  }
}

/**
 * Words given where no React is at hand (a feature's navigation entries, made once): a catalog
 * message, formatted where it is shown, in the language of the moment; or words already formatted.
 */
export type Words = string | MessageDescriptor;

/** The words in the language shown now. */
export function useWords(): (words: Words) => string {
  const intl = useIntl();
  return (words) => (typeof words === 'string' ? words : intl.formatMessage(words));
}

export interface NavEntry {
  label: Words;
  /** The path it opens. */
  to: string;
  /** The kind of account it is for. */
  kind: 'personal' | 'business';
  /** Its place in the navigation, smallest first. */
  order: number;
  /** Where the app opens for this kind of account. One entry per kind says so. */
  home?: boolean;
  /** A count beside the entry (tributes waiting), from a hook of the data layer; null: none. */
  useCount?: () => number | null;
  /** What the count counts, for a screen reader ("waiting for approval"). */
  countWords?: Words;
}

export interface Feature {
  /** The feature's routes, children of the shell's root route. */
  routes(root: AnyRoute): AnyRoute[];
  nav?: readonly NavEntry[];
}

export function defineFeature(feature: Feature): Feature {
  return feature;
}

/**
 * Each place's feature folder (its area, whose catalog part the place loads with its screen),
 * told when the shell takes the feature's routes: a feature.tsx may make a place before its routes
 * (at the module's top), so the place learns its area before it is first opened, not when made.
 */
const PLACE_AREAS = new WeakMap<object, { area?: string }>();
/** Each lazy place's code alone, without its words (`loadPlaceCode`). */
const PLACE_CODE = new WeakMap<object, () => Promise<void>>();

/** The feature folder a place loads the words of (undefined: not a place, or not yet told). */
export function areaOfPlace(component: unknown): string | undefined {
  return typeof component === 'function' ? PLACE_AREAS.get(component)?.area : undefined;
}

/** A feature's routes, each of its places loading the feature's words (its catalog part) with its screen. */
export function featureRoutes(area: string, feature: Feature, root: AnyRoute): AnyRoute[] {
  const routes = feature.routes(root);
  const tell = (route: AnyRoute) => {
    const component: unknown = route.options.component;
    const place = typeof component === 'function' ? PLACE_AREAS.get(component) : undefined;
    if (place) place.area ??= area;
    for (const child of (route.children as AnyRoute[] | undefined) ?? []) tell(child);
  };
  routes.forEach(tell);
  return routes;
}

/**
 * A place's component, loaded with its screen the first time the place opens: each screen is its
 * own chunk, so the first screen waits for no other. The router fetches the chunk before it shows
 * the place (TanStack Router preloads a route component that can be preloaded), so a place never
 * shows half-loaded. `place` makes the route's component from the loaded module, once: the screen
 * itself, or the screen bound to its place (`accountPlace`, `memorialPlace`).
 */
export function lazyPlace<Module>(load: () => Promise<Module>, place: (module: Module) => ComponentType) {
  const words: { area?: string } = {};
  // The screen's code, with React Aria's locale (the first screen's budget: App.tsx).
  const code = () => Promise.all([load(), import('./LocaleProvider')]);
  const component = lazyRouteComponent(() =>
    // The feature's words come with the screen (catalog-parts.ts).
    Promise.all([code(), words.area ? needWords(words.area) : undefined]).then(([[module, { LocaleProvider }]]) => {
      const Place = place(module);
      return {
        default: function LocalePlace() {
          return (
            <LocaleProvider>
              <Place />
            </LocaleProvider>
          );
        },
      };
    }),
  );
  PLACE_AREAS.set(component, words);
  PLACE_CODE.set(component, () => code().then(() => undefined));
  return component;
}

/**
 * Loads a place's code (a route's component made by `lazyPlace`), not its words, which come in the
 * person's language once the core's state is in; nothing for any other component. The place shows
 * as before when it opens: its code is then loaded already.
 */
export function loadPlaceCode(component: unknown): Promise<void> {
  const load = typeof component === 'function' ? PLACE_CODE.get(component) : undefined;
  return load ? load() : Promise.resolve();
}

/** What every place's route is given (the router's context, app/router.tsx): null in tests that render no reads. */
export interface PlaceContext {
  queryClient: QueryClient | null;
}

/**
 * A route's loader that begins its screen's first read as the place opens, beside the loading of
 * the screen's code (data/place-read.ts), for the active account when it is signed in and of the
 * kind the place is for (as `accountPlace` gives the screen that account). It returns at once: the
 * place shows as soon as its code is there, with the read's answer or its own "loading".
 */
export function readAsPlaceOpens<N extends ReadName>(kind: AccountInfo['kind'], placeRead: PlaceRead<N>) {
  return ({ context, cause }: { context: PlaceContext; cause?: 'preload' | 'enter' | 'stay' }): void => {
    // A link's preload is not the person opening the place: nothing in their lane for it.
    if (cause === 'preload') return;
    const account = activeAccount(useAppStore.getState());
    if (context.queryClient && account?.signedIn && account.kind === kind) beginPlaceRead(context.queryClient, account.id, placeRead);
  };
}

/**
 * A place for the active account: the screen gets it, keyed so that a switch starts it afresh.
 * The shell shows a place only to the kind of account it needs (its route's `staticData`).
 */
export function accountPlace(Component: ComponentType<{ account: AccountInfo }>): ComponentType {
  return function AccountPlace() {
    const account = useActiveAccount();
    return account ? <Component key={account.id} account={account} /> : null;
  };
}

/** What a screen about one memorial gets from its place. */
export interface MemorialPlaceProps {
  account: AccountInfo;
  memorialId: number;
}

/**
 * A place about one memorial (`/memorials/$memorialId/...`), for the active account: the screen
 * gets the account and the memorial's number (and the event's, with `needsEvent`), keyed so that
 * another account, memorial or event starts it afresh. An address that names none (a typing
 * mistake, an old link) says so: `what` is what the screen would have shown ("its fund").
 */
export function memorialPlace(what: Words, Component: ComponentType<MemorialPlaceProps>): ComponentType;
export function memorialPlace(what: Words, Component: ComponentType<MemorialPlaceProps & { eventId: number }>, options: { needsEvent: true }): ComponentType;
export function memorialPlace(
  what: Words,
  Component: ComponentType<MemorialPlaceProps> | ComponentType<MemorialPlaceProps & { eventId: number }>,
  options: { needsEvent?: boolean } = {},
): ComponentType {
  // With needsEvent, the event's number is there; a screen without it takes no eventId.
  const Bound = Component as ComponentType<MemorialPlaceProps & { eventId: number }>;
  return function MemorialPlace() {
    const account = useActiveAccount();
    const params: { memorialId?: string; eventId?: string } = useParams({ strict: false });
    const memorialId = wholeNumber(params.memorialId);
    const eventId = wholeNumber(params.eventId);
    if (!account) return null;
    if (memorialId === null || (options.needsEvent && eventId === null)) return <NoSuchMemorial what={what} />;
    return <Bound key={`${account.id}:${memorialId}:${eventId ?? ''}`} account={account} memorialId={memorialId} eventId={eventId ?? 0} />;
  };
}

/** A number in an address, as the service's ids are (1 or more, no leading zero); null otherwise. */
function wholeNumber(text: string | undefined): number | null {
  if (text === undefined || !/^[1-9]\d{0,14}$/.test(text)) return null;
  return Number(text);
}

/** A place whose address names no memorial the app can read. */
function NoSuchMemorial({ what }: { what: Words }) {
  const intl = useIntl();
  const worded = useWords();
  return (
    <Screen title={intl.formatMessage(words.noMemorialTitle)}>
      <p className="lead">
        <FormattedMessage {...words.noMemorial} values={{ what: worded(what) }} />
      </p>
      <p>
        <Link {...places.myMemorials} className="link-alone">
          <FormattedMessage {...words.noMemorialHome} />
        </Link>
      </p>
    </Screen>
  );
}
