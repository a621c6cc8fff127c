/**
 * The limits of the Memorial Service (spec section 8, plus the field limits of sections 4.1 to 4.6),
 * and Memorial Desk's own (`app`). The sandbox enforces the service's, the contract's and the
 * bridge's schemas carry them, and the app shows them next to each field before anything is sent.
 * Every limit is written here once and read from here everywhere.
 */
export const LIMITS = {
  rateLimitPerMinute: { personal: 20, business: 50 },
  liveMemorialsPerPerson: 5,
  memorialsCreatedPerDay: 3,
  /** Not shown in the spec; the sandbox's choice (rolling 30 days). */
  memorialsCreatedPerMonth: 10,
  wordingChangeIntervalSeconds: 5 * 60,
  page: { min: 1 },
  perPage: { min: 1, max: 100, businessDefault: 25, personalDefault: 25 },
  deceasedName: 255,
  title: 255,
  subtitle: 255,
  obituary: 10_000,
  restingPlaceNotes: 2_000,
  restingPlaceUrl: 500,
  /** The spec gives content_scope no length; the contract's choice. */
  contentScope: 255,
  clientName: 100,
  fundMessage: 2_000,
  fundLinkTitle: 80,
  broadcastTitle: 255,
  broadcastContent: 10_000,
  /** An event's place and its other ways to reply: the spec gives them no length; the contract's choice. */
  eventLocation: 500,
  eventRsvp: 500,
  /** The family member a funeral home names when it provisions: the spec gives it no length; the contract's choice. */
  familyName: 255,
  rejectReason: 500,
  onboarding: {
    name: 255,
    notes: 1_000,
    title: 255,
    subtitle: 255,
    story: 1_500,
    ref: 32,
    /** The whole link should stay under about this many characters. */
    url: 2_000,
  },
  /** Memorial Desk's own, on this computer: not the service's. */
  app: {
    /** The person's own name for an account ("Mum's memorials"). */
    accountName: 80,
    /** The memorial service's address (base_url), as typed in Settings or set by an administrator. */
    serviceUrl: 500,
  },
} as const;

/** Sandbox choices for values the spec leaves unstated ("not shown"). Documented in sandbox/README.md. */
export const SANDBOX_CHOICES = {
  deviceCodeLifetimeSeconds: 15 * 60,
  devicePollIntervalSeconds: 5,
  /** RFC 8628: each slow_down adds five seconds to the interval. */
  slowDownStepSeconds: 5,
  deviceCodesPerAddressPer10Minutes: 10,
  recoverableForDays: 30,
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadGrantLifetimeSeconds: 15 * 60,
  exportLinkLifetimeSeconds: 24 * 60 * 60,
  invitationLifetimeDays: 14,
} as const;
