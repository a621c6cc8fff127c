/**
 * Places other features link to (a feature never imports another). Each feature defines its own
 * routes at these paths; spread a place into a router `Link` or `navigate` call:
 * `<Link {...places.familySignIn(id)}>`, `navigate(places.home)`.
 */
export interface Place {
  to: string;
  params?: Record<string, string>;
  search?: Record<string, string | number | boolean>;
}

/** Tribute lists by status, as the service names them (`deleted`: hidden tributes). */
export type TributeFilter = 'pending' | 'approved' | 'rejected' | 'deleted';

const memorial = (id: number, rest = ''): Place => ({ to: `/memorials/$memorialId${rest}`, params: { memorialId: String(id) } });

export const places = {
  home: { to: '/' },
  signIn: { to: '/sign-in' },
  /** `again`: the family account whose sign-in is gone, signed back in rather than added. */
  familySignIn: (again?: string): Place => (again ? { to: '/sign-in/family', search: { again } } : { to: '/sign-in/family' }),
  funeralHomeSignIn: (again = false): Place => (again ? { to: '/sign-in/funeral-home', search: { again: true } } : { to: '/sign-in/funeral-home' }),
  accounts: { to: '/accounts' },

  // A family's memorials (features/memorials).
  myMemorials: { to: '/memorials' },
  newMemorial: { to: '/memorials/new' },
  memorial: (id: number): Place => memorial(id),
  editMemorial: (id: number): Place => memorial(id, '/edit'),
  shareMemorial: (id: number): Place => memorial(id, '/share'),
  onboardingLink: { to: '/onboarding-link' },

  // Tributes (features/moderation).
  tributes: (id: number, status: TributeFilter = 'pending'): Place => ({ ...memorial(id, '/tributes'), search: { status } }),
  inbox: (status: TributeFilter = 'pending'): Place => ({ to: '/inbox', search: { status } }),

  // Premium and engagement (features/fund, posts, exports, visits).
  fund: (id: number): Place => memorial(id, '/fund'),
  posts: (id: number): Place => memorial(id, '/posts'),
  eventReplies: (id: number, eventId: number): Place => ({ to: '/memorials/$memorialId/posts/$eventId', params: { memorialId: String(id), eventId: String(eventId) } }),
  exports: (id: number): Place => memorial(id, '/exports'),
  archive: { to: '/archive' },
  visits: (id: number): Place => memorial(id, '/visits'),

  // The funeral-home desk (features/desk).
  desk: { to: '/desk' },
  deskWaiting: { to: '/desk/waiting' },
  deskProvision: { to: '/desk/provision' },
  deskOwners: { to: '/desk/owners' },
  /** By slug while pending, by id once live (spec 4.3). */
  deskMemorial: (ref: string | number): Place => ({ to: '/desk/memorials/$ref', params: { ref: String(ref) } }),
} as const satisfies Record<string, Place | ((...args: never[]) => Place)>;
