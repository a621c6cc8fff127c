/**
 * What a feature folder gives the app: its routes (places) and its entries in the main navigation.
 * The shell finds every `features/<area>/feature.tsx` by itself, so a new screen is a new folder
 * and nothing else (see the README, "How to add a screen").
 */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';

/** Which account a place needs: none (signing in), any signed-in account, or one kind. */
export type AccountNeed = 'none' | 'any' | 'personal' | 'business';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Default 'any'. The shell sends a person without an account to sign in, and explains a wrong kind. */
    account?: AccountNeed;
  }
}

export interface NavEntry {
  label: string;
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
  countWords?: string;
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
 * A place's component, loaded with its screen the first time the place opens: each screen is its
 * own chunk, so the first screen waits for no other. The router fetches the chunk before it shows
 * the place (TanStack Router preloads a route component that can be preloaded), so a place never
 * shows half-loaded. `place` makes the route's component from the loaded module, once: the screen
 * itself, or the screen inside its guard (the active account, a memorial's frame).
 */
export function lazyPlace<Module>(load: () => Promise<Module>, place: (module: Module) => ComponentType) {
  return lazyRouteComponent(() => load().then((module) => ({ default: place(module) })));
}
