/**
 * Every feature folder's `feature.tsx`, found at build time: a new screen is a new folder, and the
 * shell (this file included) does not change.
 */
import type { AccountInfo } from '../../shared/bridge';
import type { Feature, NavEntry } from '../ui/feature';
import { paths } from '../ui/places';

const modules = import.meta.glob<{ feature: Feature }>('../features/*/feature.tsx', { eager: true });

/** Each feature, with its folder's name (its area: the part of the catalogs its places bring). */
export const FEATURES: readonly (Feature & { area: string })[] = Object.entries(modules).map(([path, module]) => ({
  ...module.feature,
  area: /features\/([^/]+)\/feature\.tsx$/.exec(path)![1]!,
}));

/** The main navigation, in order. */
export const NAV: readonly NavEntry[] = FEATURES.flatMap((feature) => feature.nav ?? []).sort((a, b) => a.order - b.order);

/** Where the app opens for an account of this kind. */
export function homeFor(kind: AccountInfo['kind']): string {
  return NAV.find((entry) => entry.kind === kind && entry.home)?.to ?? paths.signIn;
}
