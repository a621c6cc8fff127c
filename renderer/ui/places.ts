/**
 * Places other features link to (a feature never imports another). Each feature defines its own
 * routes at these paths; spread a place into a router `Link` or `navigate` call:
 * `<Link {...places.familySignIn(id)}>`, `navigate(places.home)`.
 */
export interface Place {
  to: string;
  search?: Record<string, string | number | boolean>;
}

export const places = {
  home: { to: '/' },
  signIn: { to: '/sign-in' },
  /** `again`: the family account whose sign-in is gone, signed back in rather than added. */
  familySignIn: (again?: string): Place => (again ? { to: '/sign-in/family', search: { again } } : { to: '/sign-in/family' }),
  funeralHomeSignIn: (again = false): Place => (again ? { to: '/sign-in/funeral-home', search: { again: true } } : { to: '/sign-in/funeral-home' }),
  accounts: { to: '/accounts' },
} as const satisfies Record<string, Place | ((...args: never[]) => Place)>;
