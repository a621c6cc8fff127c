/**
 * Every place of the app, each path written once. A feature's routes take their path from `paths`
 * (`createRoute({ path: paths.fund, … })`, its navigation entries `to: paths.desk`); a link or a
 * navigation spreads a place from `places` into a router `Link` or `navigate` call:
 * `<Link {...places.familySignIn(id)}>`, `navigate(places.home)`. A feature never imports another,
 * so a place other features link to is found here, not in the feature that shows it.
 */
import type { ContributionFilter } from '../../shared/api/contributions';

export interface Place {
  to: string;
  params?: Record<string, string>;
  search?: Record<string, string | number | boolean>;
}

export const paths = {
  home: '/',
  // Signing in and the accounts (features/sign-in, accounts, settings, onboarding).
  signIn: '/sign-in',
  familySignIn: '/sign-in/family',
  funeralHomeSignIn: '/sign-in/funeral-home',
  accounts: '/accounts',
  settings: '/settings',
  onboardingLink: '/onboarding-link',
  // A family's memorials (features/memorials).
  myMemorials: '/memorials',
  newMemorial: '/memorials/new',
  memorial: '/memorials/$memorialId',
  editMemorial: '/memorials/$memorialId/edit',
  shareMemorial: '/memorials/$memorialId/share',
  // Tributes (features/moderation).
  tributes: '/memorials/$memorialId/tributes',
  inbox: '/inbox',
  // Premium and engagement (features/fund, posts, exports, visits).
  fund: '/memorials/$memorialId/fund',
  posts: '/memorials/$memorialId/posts',
  eventReplies: '/memorials/$memorialId/posts/$eventId',
  exports: '/memorials/$memorialId/exports',
  archive: '/archive',
  visits: '/memorials/$memorialId/visits',
  // The funeral-home desk (features/desk). A memorial by slug while pending, by id once live (spec 4.3).
  desk: '/desk',
  deskWaiting: '/desk/waiting',
  deskProvision: '/desk/provision',
  deskOwners: '/desk/owners',
  deskJournal: '/desk/journal',
  deskMemorial: '/desk/memorials/$ref',
  deskHandout: '/desk/memorials/$ref/handout',
} as const;

/** A place about one memorial. */
const aboutMemorial = (path: string, id: number): Place => ({ to: path, params: { memorialId: String(id) } });

export const places = {
  home: { to: paths.home },
  signIn: { to: paths.signIn },
  /** `again`: the family account whose sign-in is gone, signed back in rather than added. */
  familySignIn: (again?: string): Place => (again ? { to: paths.familySignIn, search: { again } } : { to: paths.familySignIn }),
  funeralHomeSignIn: (again = false): Place => (again ? { to: paths.funeralHomeSignIn, search: { again: true } } : { to: paths.funeralHomeSignIn }),
  accounts: { to: paths.accounts },
  settings: { to: paths.settings },
  onboardingLink: { to: paths.onboardingLink },

  myMemorials: { to: paths.myMemorials },
  newMemorial: { to: paths.newMemorial },
  memorial: (id: number): Place => aboutMemorial(paths.memorial, id),
  editMemorial: (id: number): Place => aboutMemorial(paths.editMemorial, id),
  shareMemorial: (id: number): Place => aboutMemorial(paths.shareMemorial, id),

  tributes: (id: number, status: ContributionFilter = 'pending'): Place => ({ ...aboutMemorial(paths.tributes, id), search: { status } }),
  inbox: (status: ContributionFilter = 'pending'): Place => ({ to: paths.inbox, search: { status } }),

  fund: (id: number): Place => aboutMemorial(paths.fund, id),
  posts: (id: number): Place => aboutMemorial(paths.posts, id),
  eventReplies: (id: number, eventId: number): Place => ({ to: paths.eventReplies, params: { memorialId: String(id), eventId: String(eventId) } }),
  exports: (id: number): Place => aboutMemorial(paths.exports, id),
  archive: { to: paths.archive },
  visits: (id: number): Place => aboutMemorial(paths.visits, id),

  desk: { to: paths.desk },
  deskWaiting: { to: paths.deskWaiting },
  deskProvision: { to: paths.deskProvision },
  deskOwners: { to: paths.deskOwners },
  deskJournal: { to: paths.deskJournal },
  deskMemorial: (ref: string | number): Place => ({ to: paths.deskMemorial, params: { ref: String(ref) } }),
  /** The printable hand-out of one memorial. */
  deskHandout: (ref: string | number): Place => ({ to: paths.deskHandout, params: { ref: String(ref) } }),
} as const satisfies Record<string, Place | ((...args: never[]) => Place)>;
