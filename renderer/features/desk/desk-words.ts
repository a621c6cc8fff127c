/**
 * The funeral-home desk's words: catalog messages (shared/i18n), with a note for translators on each.
 * A name a person typed (the person who died, a family member, the funeral home) goes in as
 * `<bdi>{name}</bdi>` on the page, or through `isolate` in plain text (a title, an accessible name).
 */
import { defineMessages } from 'react-intl';
import { messages } from '../../ui/messages';

/** A name a person typed, isolated in plain text (FSI … PDI): one helper for the whole app. */
export { isolate } from '../../../shared/i18n/isolate';

/** Words shared by several desk screens. */
export const DESK_WORDS = messages(
  defineMessages({
    nameNotGiven: {
      id: 'desk.name.notGiven',
      defaultMessage: 'Name not given yet',
      description: 'Funeral-home desk: shown instead of the name of the person who died when the memorial has none yet.',
    },
    notRecorded: {
      id: 'desk.notRecorded',
      defaultMessage: 'Not recorded',
      description: 'Funeral-home desk: shown instead of a date the memorial service did not record.',
    },
    openPublic: {
      id: 'desk.openPublic',
      defaultMessage: 'Open the public page',
      description: 'Funeral-home desk, link: open the memorial’s public web page in the browser.',
    },
    of: {
      id: 'desk.openPublic.of',
      defaultMessage: 'of {name}',
      description:
        'Funeral-home desk: read by screen readers after “Open the public page”, to say whose page it is. {name} is the name of the person who died, as typed.',
    },
    moment: {
      id: 'desk.moment',
      defaultMessage: '{date} at {time}',
      description: 'Funeral-home desk: a day and a clock time, such as “17 March 2026 at 14:05”. Both are already written as the person’s region writes them.',
    },
    twoSentences: {
      id: 'desk.twoSentences',
      defaultMessage: '{first} {second}',
      description: 'Funeral-home desk: two sentences one after the other, each already translated. Keep the order; change only what goes between them.',
    },
    addressAndLink: {
      id: 'desk.addressAndLink',
      defaultMessage: '{address} {open}',
      description: 'Funeral-home desk: a memorial’s web address ({address}, shown as it is) followed by the link “Open the public page” ({open}).',
    },
    linkUnknown: {
      id: 'desk.link.unknown',
      defaultMessage: 'The service did not say until when the link works.',
      description: 'Funeral-home desk: the memorial service did not give the expiry of the invitation link emailed to the family.',
    },
    printHandout: {
      id: 'desk.printHandout',
      defaultMessage: 'Print a hand-out for the family',
      description: 'Funeral-home desk, link: open the page to print for the family at the counter (the memorial’s address and a QR code).',
    },
    loadingMemorial: {
      id: 'desk.memorial.loading',
      defaultMessage: 'Loading the memorial…',
      description: 'Funeral-home desk: said while one memorial is read from the memorial service.',
    },
    thisMemorial: {
      id: 'desk.memorial.what',
      defaultMessage: 'this memorial',
      description:
        'Funeral-home desk: what the screen shows, put into sentences such as “Memorial Desk could not load this memorial.” Write it as it reads inside such a sentence.',
    },
    entriesAll: {
      id: 'desk.entries.all',
      defaultMessage: '{count, plural, one {# entry} other {# entries}} in all.',
      description: 'Funeral-home desk, Owners and Desk journal: how many entries the list has, with no search.',
    },
    entriesFound: {
      id: 'desk.entries.found',
      defaultMessage: '{count, plural, one {# entry} other {# entries}} found for “{words}”.',
      description: 'Funeral-home desk, Owners and Desk journal: how many entries match the search. {words} is what the person typed.',
    },
  }),
);

/** A memorial's state, as the service gives it to a funeral home (spec 2.4). */
export const STATUS_WORDS = messages(
  defineMessages({
    status: {
      id: 'desk.status',
      defaultMessage: '{status, select, awaiting_family {Waiting on the family} in_progress {Being written, not live yet} other {Live}}',
      description:
        'Funeral-home desk: a memorial’s state. awaiting_family: the family was invited to write it and has not yet; in_progress: being written or checked, not on the web yet; live: on the web.',
    },
    meaning: {
      id: 'desk.status.meaning',
      defaultMessage:
        '{status, select, awaiting_family {The family has been sent an email invitation to write the memorial, and has not taken it up yet.} in_progress {The memorial is being written or checked. It is not on the web yet.} other {The memorial is on the web.}}',
      description: 'Funeral-home desk, one memorial: what its state means, in a sentence (the states as in desk.status).',
    },
  }),
);

/** The choices of a new memorial, and the words for who looks after one. */
export const CHOICE_WORDS = messages(
  defineMessages({
    owner: {
      id: 'desk.owner',
      defaultMessage: '{owner, select, family {The family} organization {Your funeral home} other {Both together}}',
      description: 'Funeral-home desk: who looks after a memorial (a choice when starting one, and a column of the owners list).',
    },
    ownerAbout: {
      id: 'desk.owner.about',
      defaultMessage:
        '{owner, select, family {A family member looks after the memorial: its words, its tributes and who may see it.} organization {Your funeral home looks after the memorial for the family.} other {The family and your funeral home both look after it.}}',
      description:
        'Funeral-home desk, starting a memorial: what each choice of who looks after it means. A tribute is a message a visitor leaves on a memorial.',
    },
    action: {
      id: 'desk.action',
      defaultMessage: '{action, select, invite {Invite the family to write it} other {Write it here now}}',
      description: 'Funeral-home desk, starting a memorial: the two ways it starts (the family invited by email to write it, or written here now).',
    },
    actionAbout: {
      id: 'desk.action.about',
      defaultMessage:
        '{action, select, invite {The family is emailed a link to write the memorial themselves. It goes live once they finish it. Their email address is needed.} other {You give the words below. The memorial is checked, as everything published is, and goes live once the check has passed.}}',
      description: 'Funeral-home desk, starting a memorial: what each way of starting it means.',
    },
    privacy: {
      id: 'desk.privacy',
      defaultMessage: '{privacy, select, public {Public} restricted {Anyone with the address} private {Private} other {Closed}}',
      description: 'Funeral-home desk: who may see a memorial (public, anyone with its web address, private, or closed to visitors).',
    },
    privacyAbout: {
      id: 'desk.privacy.about',
      defaultMessage:
        '{privacy, select, public {Anyone can find it and read it, including through search engines.} restricted {Anyone who has the address can read it; search engines are asked not to list it.} private {Visitors must sign in, and only people it has been shared with can read it.} other {Closed to visitors: only the people who look after it, and those they give a role to, can open it.}}',
      description: 'Funeral-home desk, starting a memorial: what each choice of who may see it means.',
    },
    privacyNotSet: {
      id: 'desk.privacy.notSet',
      defaultMessage: 'Not set',
      description: 'Funeral-home desk, one memorial: who may see it was not set (the service’s usual setting applies).',
    },
  }),
);

/** How long since a moment, for “waiting for …” and “… ago”. */
export const TIME_WORDS = messages(
  defineMessages({
    fewMinutes: {
      id: 'desk.since.fewMinutes',
      defaultMessage: 'a few minutes',
      description: 'Funeral-home desk: a length of time under five minutes, put into “waiting for …” and “(… ago)”.',
    },
    minutes: {
      id: 'desk.since.minutes',
      defaultMessage: '{count, plural, one {# minute} other {# minutes}}',
      description: 'Funeral-home desk: a length of time in minutes, put into “waiting for …” and “(… ago)”.',
    },
    hours: {
      id: 'desk.since.hours',
      defaultMessage: '{count, plural, one {# hour} other {# hours}}',
      description: 'Funeral-home desk: a length of time in hours, put into “waiting for …” and “(… ago)”.',
    },
    days: {
      id: 'desk.since.days',
      defaultMessage: '{count, plural, one {# day} other {# days}}',
      description: 'Funeral-home desk: a length of time in days, put into “waiting for …” and “(… ago)”.',
    },
  }),
);

/** The funeral home at the top of every desk screen. */
export const BRAND_WORDS = messages(
  defineMessages({
    counts: {
      id: 'desk.brand.counts',
      defaultMessage: '{live} · {pending}',
      description:
        'Funeral-home desk, under the funeral home’s name: the count of memorials live ({live}, desk.brand.live) and of those not live yet ({pending}, desk.brand.pending).',
    },
    live: {
      id: 'desk.brand.live',
      defaultMessage: '{count, plural, one {# live} other {# live}}',
      description: 'Funeral-home desk, under the funeral home’s name: how many of its memorials are on the web.',
    },
    pending: {
      id: 'desk.brand.pending',
      defaultMessage: '{count, plural, one {# not live yet} other {# not live yet}}',
      description: 'Funeral-home desk, under the funeral home’s name, after the live count: how many of its memorials are not on the web yet.',
    },
    logo: {
      id: 'desk.brand.logo',
      defaultMessage: 'Your logo is not shown: {problem}',
      description: 'Funeral-home desk: the funeral home’s logo could not be shown. {problem} is why, in a sentence from the app (its first letter made small).',
    },
  }),
);

/** Memorials: the organization's memorials, searched. */
export const MEMORIALS_WORDS = messages(
  defineMessages({
    title: {
      id: 'desk.memorials.title',
      defaultMessage: 'Memorials',
      description: 'Funeral-home desk: title of the list of the funeral home’s memorials, and the accessible name of its search.',
    },
    what: {
      id: 'desk.memorials.what',
      defaultMessage: 'the memorials',
      description:
        'Funeral-home desk: what the Memorials screen shows, put into sentences such as “Memorial Desk could not load the memorials.” Write it as it reads inside such a sentence.',
    },
    start: {
      id: 'desk.memorials.start',
      defaultMessage: 'Start a memorial for a family',
      description: 'Funeral-home desk, Memorials, button: start a new memorial for a family.',
    },
    searchLabel: {
      id: 'desk.memorials.search.label',
      defaultMessage: 'Search by name or title',
      description: 'Funeral-home desk, Memorials: the search box’s label.',
    },
    searchHint: {
      id: 'desk.memorials.search.hint',
      defaultMessage: 'Part of a name is enough.',
      description: 'Funeral-home desk, Memorials: under the search box.',
    },
    days: {
      id: 'desk.memorials.days',
      defaultMessage: 'Made between these days',
      description: 'Funeral-home desk, Memorials: the label of the two day boxes that search by the day a memorial was made.',
    },
    daysHint: {
      id: 'desk.memorials.days.hint',
      defaultMessage: 'Both days included, in this computer’s time zone ({zone}). Leave either empty.',
      description: 'Funeral-home desk, Memorials: under the day boxes. {zone} is the computer’s time zone, such as “Europe/London”.',
    },
    zoneUnknown: {
      id: 'desk.memorials.days.zoneUnknown',
      defaultMessage: 'this computer’s time zone',
      description: 'Funeral-home desk, Memorials: put into the hint under the day boxes when the time zone’s name is not known.',
    },
    from: { id: 'desk.memorials.days.from', defaultMessage: 'From', description: 'Funeral-home desk, Memorials: the label of the first day box.' },
    to: { id: 'desk.memorials.days.to', defaultMessage: 'To', description: 'Funeral-home desk, Memorials: the label of the last day box.' },
    daysOutOfOrder: {
      id: 'desk.memorials.days.outOfOrder',
      defaultMessage: 'The first day is after the last day. Please swap them, or change one.',
      description: 'Funeral-home desk, Memorials: the problem shown under the day boxes when the first day is after the last.',
    },
    perPage: {
      id: 'desk.memorials.perPage',
      defaultMessage: 'Memorials on each page',
      description: 'Funeral-home desk, Memorials: the label of the choice of how many memorials each page shows.',
    },
    clear: { id: 'desk.memorials.clear', defaultMessage: 'Clear the search', description: 'Funeral-home desk, Memorials, button: empty every search box.' },
    loading: {
      id: 'desk.memorials.loading',
      defaultMessage: 'Loading the memorials…',
      description: 'Funeral-home desk, Memorials: said while the list is read.',
    },
    loadingPage: {
      id: 'desk.memorials.loadingPage',
      defaultMessage: 'Loading…',
      description: 'Funeral-home desk, Memorials: said while another page or another search is read.',
    },
    all: {
      id: 'desk.memorials.summary.all',
      defaultMessage: '{count, plural, one {# memorial} other {# memorials}} in all.',
      description: 'Funeral-home desk, Memorials: how many memorials the funeral home has, with no search.',
    },
    found: {
      id: 'desk.memorials.summary.found',
      defaultMessage: '{count, plural, one {# memorial found} other {# memorials found}} {criteria}.',
      description:
        'Funeral-home desk, Memorials: how many memorials match the search. {criteria} says what was searched for, such as “for “Ellis”, made on or after 3 March 2026”.',
    },
    paged: {
      id: 'desk.memorials.summary.paged',
      defaultMessage: 'Page {page} of {pages}, {summary}',
      description:
        'Funeral-home desk, Memorials: the page shown, before how many memorials there are. {summary} is the sentence of desk.memorials.summary.all or .found.',
    },
    forWords: {
      id: 'desk.memorials.criteria.words',
      defaultMessage: 'for “{words}”',
      description: 'Funeral-home desk, Memorials: part of “N memorials found …”: the words searched for. {words} is what the person typed.',
    },
    between: {
      id: 'desk.memorials.criteria.between',
      defaultMessage: 'made {from} to {to}',
      description: 'Funeral-home desk, Memorials: part of “N memorials found …”: made between two days (both included), already written as dates.',
    },
    onOrAfter: {
      id: 'desk.memorials.criteria.from',
      defaultMessage: 'made on or after {from}',
      description: 'Funeral-home desk, Memorials: part of “N memorials found …”: made on a day or later, already written as a date.',
    },
    onOrBefore: {
      id: 'desk.memorials.criteria.to',
      defaultMessage: 'made on or before {to}',
      description: 'Funeral-home desk, Memorials: part of “N memorials found …”: made on a day or earlier, already written as a date.',
    },
    wordsAndDays: {
      id: 'desk.memorials.criteria.both',
      defaultMessage: '{words}, {days}',
      description: 'Funeral-home desk, Memorials: the words searched for ({words}, “for …”) followed by the days ({days}, “made …”).',
    },
    noMatch: {
      id: 'desk.memorials.noMatch.title',
      defaultMessage: 'No memorials match this search.',
      description: 'Funeral-home desk, Memorials: the search found nothing.',
    },
    noMatchAbout: {
      id: 'desk.memorials.noMatch.about',
      defaultMessage: 'Check the spelling, search for part of the name or title, or widen the days.',
      description: 'Funeral-home desk, Memorials: what to try when the search found nothing.',
    },
    empty: {
      id: 'desk.memorials.empty.title',
      defaultMessage: 'There are no memorials yet.',
      description: 'Funeral-home desk, Memorials: the funeral home has none.',
    },
    emptyAbout: {
      id: 'desk.memorials.empty.about',
      defaultMessage: 'Memorials your funeral home creates, or invites a family to write, appear here.',
      description: 'Funeral-home desk, Memorials: what will appear here.',
    },
    caption: {
      id: 'desk.memorials.caption',
      defaultMessage: 'Memorials of {name}, page {page} of {pages}',
      description: 'Funeral-home desk, Memorials: the table’s caption. {name} is the funeral home’s name, as it wrote it.',
    },
    columnName: {
      id: 'desk.memorials.column.name',
      defaultMessage: 'Name',
      description: 'Funeral-home desk, Memorials: column of the names of the people who died.',
    },
    columnStatus: {
      id: 'desk.memorials.column.status',
      defaultMessage: 'Status',
      description: 'Funeral-home desk, Memorials: column of each memorial’s state.',
    },
    columnCreated: {
      id: 'desk.memorials.column.created',
      defaultMessage: 'Created',
      description: 'Funeral-home desk, Memorials: column of the day each memorial was made.',
    },
    pages: {
      id: 'desk.memorials.pages',
      defaultMessage: 'Pages',
      description: 'Funeral-home desk, Memorials: the accessible name of the buttons that move between pages.',
    },
    previous: { id: 'desk.memorials.previous', defaultMessage: 'Previous page', description: 'Funeral-home desk, Memorials, button: show the page before.' },
    next: { id: 'desk.memorials.next', defaultMessage: 'Next page', description: 'Funeral-home desk, Memorials, button: show the page after.' },
    pageOf: {
      id: 'desk.memorials.pageOf',
      defaultMessage: 'Page {page} of {pages}',
      description: 'Funeral-home desk, Memorials: between the page buttons, the page shown.',
    },
  }),
);

/** Saving a list as a spreadsheet (the file itself is written by the core). */
export const SAVE_WORDS = messages(
  defineMessages({
    heading: {
      id: 'desk.save.heading',
      defaultMessage: 'Save as a spreadsheet',
      description: 'Funeral-home desk: heading (read by screen readers only) of the button that saves the list as a spreadsheet.',
    },
    button: {
      id: 'desk.save.button',
      defaultMessage: 'Save this list as a spreadsheet (CSV)',
      description: 'Funeral-home desk, button: save every page of the list in a spreadsheet file. CSV is the file’s kind: keep it.',
    },
    hint: {
      id: 'desk.save.hint',
      defaultMessage:
        '{which, select, memorials {Every page of what this search shows, in a file that opens in Excel or Numbers.} other {Every family waiting, in a file that opens in Excel or Numbers.}}',
      description:
        'Funeral-home desk, under the button that saves the list: what the file holds (which is memorials for the memorials list, else the families waiting). Excel and Numbers are programs’ names.',
    },
    preparing: {
      id: 'desk.save.preparing',
      defaultMessage: 'Getting the list ready…',
      description: 'Funeral-home desk: said while the list to save is being read from the memorial service.',
    },
    pagesRead: {
      id: 'desk.save.pagesRead',
      defaultMessage: 'Pages read',
      description: 'Funeral-home desk: the accessible name of the progress bar of the pages read for the list being saved.',
    },
    notSaved: {
      id: 'desk.save.notSaved',
      defaultMessage: 'The list was not saved.',
      description: 'Funeral-home desk: saving the list as a spreadsheet failed.',
    },
  }),
);

/** Waiting on the family: invitations not taken up yet. */
export const WAITING_WORDS = messages(
  defineMessages({
    title: {
      id: 'desk.waiting.title',
      defaultMessage: 'Waiting on the family',
      description: 'Funeral-home desk: title of the list of families invited to write a memorial who have not done so yet.',
    },
    loading: {
      id: 'desk.waiting.loading',
      defaultMessage: 'Loading the invitations…',
      description: 'Funeral-home desk, Waiting on the family: said while the list is read.',
    },
    what: {
      id: 'desk.waiting.what',
      defaultMessage: 'the invitations',
      description:
        'Funeral-home desk: what the Waiting on the family screen shows, put into sentences such as “Memorial Desk could not load the invitations.” Write it as it reads inside such a sentence.',
    },
    lead: {
      id: 'desk.waiting.lead',
      defaultMessage: 'Families you invited to write a memorial who have not taken up the invitation yet. The longest wait is first.',
      description: 'Funeral-home desk, Waiting on the family: the first sentence, what the list is.',
    },
    lastChecked: {
      id: 'desk.waiting.sweep.last',
      defaultMessage: 'Last checked in full at {time} on {date} ({ago} ago).',
      description:
        'Funeral-home desk, Waiting on the family: when Memorial Desk last went through every memorial. {time} and {date} are already written as the region writes them; {ago} is a length of time such as “3 days” or “a few minutes”.',
    },
    notCheckedInFull: {
      id: 'desk.waiting.sweep.notInFull',
      defaultMessage: 'Not checked in full yet.',
      description: 'Funeral-home desk, Waiting on the family: Memorial Desk has not yet gone through every memorial once.',
    },
    checkingPage: {
      id: 'desk.waiting.sweep.checkingPage',
      defaultMessage: 'Checking every memorial now, in the background: page {page} of {pages}.',
      description: 'Funeral-home desk, Waiting on the family: Memorial Desk is going through every memorial now, and which page of them it is at.',
    },
    checkingFirst: {
      id: 'desk.waiting.sweep.checkingFirst',
      defaultMessage: 'Checking every memorial now, in the background: the first page.',
      description: 'Funeral-home desk, Waiting on the family: Memorial Desk has started going through every memorial, at the first page.',
    },
    notChecked: {
      id: 'desk.waiting.sweep.never',
      defaultMessage: 'Not checked yet.',
      description: 'Funeral-home desk, Waiting on the family: no check has been made yet.',
    },
    checkAgain: {
      id: 'desk.waiting.checkAgain',
      defaultMessage: 'Check again now',
      description: 'Funeral-home desk, Waiting on the family, button: go through every memorial again now.',
    },
    checkingAgain: {
      id: 'desk.waiting.checkingAgain',
      defaultMessage: 'Checking every memorial again now.',
      description: 'Funeral-home desk, Waiting on the family: said to screen readers once “Check again now” is pressed.',
    },
    problem: {
      id: 'desk.waiting.problem',
      defaultMessage: 'The last check did not finish.',
      description: 'Funeral-home desk, Waiting on the family: the last pass through every memorial stopped before the end; why follows.',
    },
    empty: {
      id: 'desk.waiting.empty.title',
      defaultMessage: 'No family is waiting.',
      description: 'Funeral-home desk, Waiting on the family: nobody is waiting.',
    },
    emptyAbout: {
      id: 'desk.waiting.empty.about',
      defaultMessage: 'Every invitation your funeral home sent has been taken up, or none has been sent yet.',
      description: 'Funeral-home desk, Waiting on the family: why nobody is waiting.',
    },
    count: {
      id: 'desk.waiting.count',
      defaultMessage: '{count, plural, one {# invitation} other {# invitations}} not taken up yet.',
      description: 'Funeral-home desk, Waiting on the family: how many invitations the families have not taken up yet.',
    },
    elsewhereNote: {
      id: 'desk.waiting.elsewhereNote',
      defaultMessage:
        '“Sent from somewhere else” means the invitation was sent from the memorial service’s website or from another computer. The list of memorials does not give an invitation’s number or when its link runs out, so only invitations sent from this computer can be sent again here. The others can be sent again from your funeral home’s account on the website.',
      description:
        'Funeral-home desk, Waiting on the family, under the list: what “Sent from somewhere else” means. Quote the words of desk.waiting.sentElsewhere as they are translated.',
    },
    invited: {
      id: 'desk.waiting.invited',
      defaultMessage: 'Invited on {date}.',
      description:
        'Funeral-home desk, Waiting on the family: the day the family was invited. {date} is a date already written, or desk.waiting.dayNotRecorded.',
    },
    invitedWaiting: {
      id: 'desk.waiting.invitedWaiting',
      defaultMessage: 'Invited on {date}: waiting for {waited}.',
      description:
        'Funeral-home desk, Waiting on the family: the day the family was invited and how long ago. {date} is a date already written; {waited} is a length of time such as “3 days”.',
    },
    dayNotRecorded: {
      id: 'desk.waiting.dayNotRecorded',
      defaultMessage: 'a day not recorded',
      description: 'Funeral-home desk, Waiting on the family: put into “Invited on …” when the day was not recorded.',
    },
    sentAgain: {
      id: 'desk.waiting.sentAgain',
      defaultMessage: 'Sent again on {moment}.',
      description: 'Funeral-home desk, Waiting on the family: when the invitation was last sent again. {moment} is a day and a time, already written.',
    },
    ranOut: {
      id: 'desk.waiting.ranOut',
      defaultMessage: 'The link ran out on {moment}. Send the invitation again to give the family a new one.',
      description: 'Funeral-home desk, Waiting on the family: the invitation link has expired. {moment} is a day and a time, already written.',
    },
    until: {
      id: 'desk.waiting.until',
      defaultMessage: 'The link works until {moment}.',
      description: 'Funeral-home desk, Waiting on the family: when the invitation link expires. {moment} is a day and a time, already written.',
    },
    sentElsewhere: {
      id: 'desk.waiting.sentElsewhere',
      defaultMessage: 'Sent from somewhere else, so when its link runs out is not known here, and it cannot be sent again from here.',
      description: 'Funeral-home desk, Waiting on the family: an invitation sent from the website or another computer.',
    },
    printFor: {
      id: 'desk.waiting.printFor',
      defaultMessage: 'Print a hand-out <hidden>for {name}</hidden>',
      description:
        'Funeral-home desk, Waiting on the family, link to the page to print for the family. <hidden>…</hidden> is read by screen readers only; {name} is the name of the person who died, as typed.',
    },
  }),
);

/** Starting a memorial for a family. */
export const PROVISION_WORDS = messages(
  defineMessages({
    title: {
      id: 'desk.provision.title',
      defaultMessage: 'Start a memorial for a family',
      description: 'Funeral-home desk: title of the form that starts a new memorial for a family.',
    },
    lead: {
      id: 'desk.provision.lead',
      defaultMessage: 'Fill in what you know now. Only the name is needed; the family can add the rest later.',
      description: 'Funeral-home desk, new memorial: the first sentence.',
    },
    whoDied: {
      id: 'desk.provision.whoDied',
      defaultMessage: 'Who has died',
      description: 'Funeral-home desk, new memorial: heading of the part about the person who died.',
    },
    fullName: {
      id: 'desk.provision.fullName',
      defaultMessage: 'Their full name',
      description: 'Funeral-home desk, new memorial: label of the full name of the person who died.',
    },
    born: {
      id: 'desk.provision.born',
      defaultMessage: 'Date of birth (if known)',
      description: 'Funeral-home desk, new memorial: label of the date of birth.',
    },
    died: {
      id: 'desk.provision.died',
      defaultMessage: 'Date of death (if known)',
      description: 'Funeral-home desk, new memorial: label of the date of death.',
    },
    howItStarts: {
      id: 'desk.provision.howItStarts',
      defaultMessage: 'How it starts',
      description: 'Funeral-home desk, new memorial: heading of the part about how it starts.',
    },
    whoWrites: {
      id: 'desk.provision.whoWrites',
      defaultMessage: 'Who writes the memorial',
      description: 'Funeral-home desk, new memorial: label of the choice of who writes it.',
    },
    whoLooksAfter: {
      id: 'desk.provision.whoLooksAfter',
      defaultMessage: 'Who looks after it once it is made',
      description: 'Funeral-home desk, new memorial: label of the choice of who looks after it.',
    },
    family: {
      id: 'desk.provision.family',
      defaultMessage: 'The family',
      description: 'Funeral-home desk, new memorial: heading of the part about the family member to contact.',
    },
    familyHint: {
      id: 'desk.provision.family.hint',
      defaultMessage:
        '{action, select, invite {The invitation goes to this email address. Please check it with the family.} other {So the memorial service knows who to contact. Optional when you write the memorial here.}}',
      description: 'Funeral-home desk, new memorial: under the family heading. action is invite when the family is invited to write it.',
    },
    familyName: {
      id: 'desk.provision.familyName',
      defaultMessage: 'Family member’s name',
      description: 'Funeral-home desk, new memorial: label of the family member’s name.',
    },
    familyEmail: {
      id: 'desk.provision.familyEmail',
      defaultMessage: '{action, select, invite {Family member’s email address} other {Family member’s email address (optional)}}',
      description: 'Funeral-home desk, new memorial: label of the family member’s email address (needed when the family is invited: action is invite).',
    },
    emailHint: {
      id: 'desk.provision.familyEmail.hint',
      defaultMessage: 'For example: name@example.com',
      description: 'Funeral-home desk, new memorial: under the email box. Keep name@example.com as it is.',
    },
    emailNeeded: {
      id: 'desk.provision.familyEmail.needed',
      defaultMessage: 'To invite the family, add their email address. To write the memorial here instead, choose “Write it here now”.',
      description:
        'Funeral-home desk, new memorial: the problem when the family is to be invited but no email is given. Quote desk.action’s “Write it here now” as translated.',
    },
    words: {
      id: 'desk.provision.words',
      defaultMessage: 'Words',
      description: 'Funeral-home desk, new memorial: heading of the part with the title, subtitle and obituary.',
    },
    wordsHint: {
      id: 'desk.provision.words.hint',
      defaultMessage: '{action, select, invite {Optional: the family can write or change these.} other {These are published once the check has passed.}}',
      description: 'Funeral-home desk, new memorial: under the Words heading. action is invite when the family is invited to write it.',
    },
    fieldTitle: {
      id: 'desk.provision.field.title',
      defaultMessage: 'Title',
      description: 'Funeral-home desk, new memorial: label of the memorial’s title (a line under the name).',
    },
    titleHint: {
      id: 'desk.provision.field.title.hint',
      defaultMessage: 'A line under the name, such as “Teacher, gardener and friend”.',
      description: 'Funeral-home desk, new memorial: under the title box.',
    },
    subtitle: {
      id: 'desk.provision.field.subtitle',
      defaultMessage: 'Subtitle',
      description: 'Funeral-home desk, new memorial: label of the memorial’s subtitle.',
    },
    obituary: { id: 'desk.provision.field.obituary', defaultMessage: 'Obituary', description: 'Funeral-home desk, new memorial: label of the obituary.' },
    whoMaySee: {
      id: 'desk.provision.whoMaySee',
      defaultMessage: 'Who may see it',
      description: 'Funeral-home desk, new memorial: heading of the privacy part.',
    },
    privacy: {
      id: 'desk.provision.privacy',
      defaultMessage: 'Privacy',
      description: 'Funeral-home desk, new memorial: label of the choice of who may see it.',
    },
    privacyHint: {
      id: 'desk.provision.privacy.hint',
      defaultMessage: 'If you choose none, the memorial service’s usual setting applies, and the family can change it.',
      description: 'Funeral-home desk, new memorial: under the privacy choice.',
    },
    submit: {
      id: 'desk.provision.submit',
      defaultMessage: '{action, select, invite {Invite the family} other {Create the memorial}}',
      description: 'Funeral-home desk, new memorial, the button that sends it (action is invite when the family is invited to write it).',
    },
    check: {
      id: 'desk.provision.check',
      defaultMessage:
        '{count, plural, one {Nothing was sent yet. Please check the box marked below.} other {Nothing was sent yet. Please check the # boxes marked below.}}',
      description: 'Funeral-home desk, new memorial: some boxes have a problem; nothing was sent.',
    },
    offline: {
      id: 'desk.provision.offline',
      defaultMessage: '{problem} If the connection was lost while sending, look for the memorial in the list before trying again, so it is not made twice.',
      description: 'Funeral-home desk, new memorial: the memorial service could not be reached. {problem} is the app’s sentence saying so.',
    },
    refused: {
      id: 'desk.provision.refused',
      defaultMessage: 'The memorial service could not make this memorial. Its words are beside the boxes marked below.',
      description: 'Funeral-home desk, new memorial: the service refused, and said why beside the boxes.',
    },
  }),
);

/** What the service answered to a new memorial. */
export const ANSWER_WORDS = messages(
  defineMessages({
    theMemorial: {
      id: 'desk.answer.theMemorial',
      defaultMessage: 'the memorial',
      description: 'Funeral-home desk, new memorial made: used as the name in the sentences below when the memorial has no name.',
    },
    title: {
      id: 'desk.answer.title',
      defaultMessage: '{state, select, live {The memorial is live} invited {The family has been invited} other {The memorial is being created}}',
      description: 'Funeral-home desk, title once a new memorial was sent: it is on the web (live), the family was emailed (invited), or it is being created.',
    },
    liveTitle: {
      id: 'desk.answer.live.title',
      defaultMessage: 'The memorial for {name} is live now.',
      description: 'Funeral-home desk, new memorial made: it is on the web. {name} is the name of the person who died, as typed.',
    },
    liveAbout: {
      id: 'desk.answer.live.about',
      defaultMessage:
        '{invited, select, true {The memorial service invited the family, who have written it; it has since passed its check and is on the web.} other {The memorial service answered that it was being created; it has since passed its check and is on the web.}}',
      description: 'Funeral-home desk, new memorial made and now live: how it got there (invited is true when the family was invited to write it).',
    },
    invitedTitle: {
      id: 'desk.answer.invited.title',
      defaultMessage: 'The memorial service has emailed an invitation to the family of {name}.',
      description: 'Funeral-home desk, new memorial: the family was invited by email. {name} is the name of the person who died, as typed.',
    },
    invitedAbout: {
      id: 'desk.answer.invited.about',
      defaultMessage: 'The family can now write the memorial using the link in that email.',
      description: 'Funeral-home desk, new memorial: the family was invited by email.',
    },
    until: {
      id: 'desk.answer.until',
      defaultMessage: 'The link works until {moment}.',
      description: 'Funeral-home desk, new memorial: when the invitation link expires. {moment} is a day and a time, already written.',
    },
    listed: {
      id: 'desk.answer.listed',
      defaultMessage: 'It is listed under “Waiting on the family” until they take it up.',
      description:
        'Funeral-home desk, new memorial: where to find it. “Waiting on the family” is the name of that screen: use the same words as desk.waiting.title.',
    },
    creatingTitle: {
      id: 'desk.answer.creating.title',
      defaultMessage: 'The memorial for {name} is being created.',
      description: 'Funeral-home desk, new memorial: being created. {name} is the name of the person who died, as typed.',
    },
    creatingAbout: {
      id: 'desk.answer.creating.about',
      defaultMessage: 'It is checked before it goes live, as everything published is. It is not live yet: this page says so when the memorial service does.',
      description: 'Funeral-home desk, new memorial: being created; what happens next.',
    },
    name: { id: 'desk.answer.name', defaultMessage: 'Name', description: 'Funeral-home desk, new memorial made: label of the name of the person who died.' },
    answered: {
      id: 'desk.answer.answered',
      defaultMessage: 'What the service answered',
      description: 'Funeral-home desk, new memorial made: label of the state the service gave it.',
    },
    familyMember: {
      id: 'desk.answer.familyMember',
      defaultMessage: 'Family member',
      description: 'Funeral-home desk, new memorial made: label of the family member’s name.',
    },
    madeOn: { id: 'desk.answer.madeOn', defaultMessage: 'Made on', description: 'Funeral-home desk: label of the day the memorial was made.' },
    linkUntil: {
      id: 'desk.answer.linkUntil',
      defaultMessage: 'Invitation link works until',
      description: 'Funeral-home desk, new memorial made: label of when the invitation link expires.',
    },
    notSaid: {
      id: 'desk.answer.notSaid',
      defaultMessage: 'Not said by the service',
      description: 'Funeral-home desk, new memorial made: the service did not give the link’s expiry.',
    },
    now: { id: 'desk.answer.now', defaultMessage: 'Now', description: 'Funeral-home desk, new memorial made: label of its state now.' },
    notFound: {
      id: 'desk.answer.notFound',
      defaultMessage: 'Not found in the list yet: look for it under Memorials.',
      description:
        'Funeral-home desk, new memorial made: its state cannot be read yet. “Memorials” is the name of the list: use the same word as desk.memorials.title.',
    },
    unreadable: {
      id: 'desk.answer.unreadable',
      defaultMessage: 'Could not be read just now.',
      description: 'Funeral-home desk, new memorial made: its state could not be read.',
    },
    checking: { id: 'desk.answer.checking', defaultMessage: 'Checking…', description: 'Funeral-home desk, new memorial made: its state is being read.' },
    open: {
      id: 'desk.answer.open',
      defaultMessage: 'Open the memorial',
      description: 'Funeral-home desk, new memorial made, link: open its page on the desk.',
    },
    seeWaiting: {
      id: 'desk.answer.seeWaiting',
      defaultMessage: 'See everyone waiting on the family',
      description: 'Funeral-home desk, new memorial made, link: open the list of families invited who have not written theirs yet.',
    },
    another: {
      id: 'desk.answer.another',
      defaultMessage: 'Start another memorial',
      description: 'Funeral-home desk, new memorial made, button: start one more.',
    },
  }),
);

/** Sending the family's invitation again. */
export const RESEND_WORDS = messages(
  defineMessages({
    button: {
      id: 'desk.resend.button',
      defaultMessage: 'Send the invitation again <hidden>for {name}</hidden>',
      description:
        'Funeral-home desk, button: email the family a new invitation link. <hidden>…</hidden> is read by screen readers only; {name} is the name of the person who died, as typed.',
    },
    sentUntil: {
      id: 'desk.resend.sent.until',
      defaultMessage: 'The invitation for {name} was sent again. The new link works until {moment}. The link in the earlier email no longer works.',
      description:
        'Funeral-home desk: the invitation was sent again. {name} is the name of the person who died, as typed; {moment} is a day and a time, already written.',
    },
    sentUnknown: {
      id: 'desk.resend.sent.unknown',
      defaultMessage:
        'The invitation for {name} was sent again. The service did not say until when the new link works. The link in the earlier email no longer works.',
      description: 'Funeral-home desk: the invitation was sent again, with no expiry given. {name} is the name of the person who died, as typed.',
    },
    title: {
      id: 'desk.resend.title',
      defaultMessage: 'Send the invitation again?',
      description: 'Funeral-home desk: title of the dialog asking before the invitation is sent again.',
    },
    confirm: { id: 'desk.resend.confirm', defaultMessage: 'Yes, send it again', description: 'Funeral-home desk, dialog button: send the invitation again.' },
    cancel: { id: 'desk.resend.cancel', defaultMessage: 'No, keep the current one', description: 'Funeral-home desk, dialog button: do not send it again.' },
    newEmail: {
      id: 'desk.resend.newEmail',
      defaultMessage: 'The family of {name} will get a new email with a new link to write the memorial.',
      description: 'Funeral-home desk, in the dialog: what sending again does. {name} is the name of the person who died, as typed.',
    },
    oldStops: {
      id: 'desk.resend.oldStops',
      defaultMessage: '<b>The link in the earlier email will stop working.</b> If the family asks, tell them to use the newest email.',
      description: 'Funeral-home desk, in the dialog: the warning. <b>…</b> is shown in bold.',
    },
  }),
);

/** One memorial on the desk. */
export const MEMORIAL_WORDS = messages(
  defineMessages({
    aMemorial: {
      id: 'desk.memorial.fallback',
      defaultMessage: 'A memorial',
      description: 'Funeral-home desk, one memorial: its title while its name is not known yet.',
    },
    backTo: {
      id: 'desk.memorial.back',
      defaultMessage: 'the memorials',
      description: 'Funeral-home desk, one memorial: put into the link “Back to …” above the title.',
    },
    whereNow: { id: 'desk.memorial.whereNow', defaultMessage: 'Where it is now', description: 'Funeral-home desk, one memorial: heading of its state.' },
    address: {
      id: 'desk.memorial.address',
      defaultMessage: 'Its address: {address} {open}',
      description: 'Funeral-home desk, one memorial: its web address ({address}, shown as it is), then the link “Open the public page” ({open}).',
    },
    details: { id: 'desk.memorial.details', defaultMessage: 'Details', description: 'Funeral-home desk, one memorial: heading of its details.' },
    subtitle: { id: 'desk.memorial.subtitle', defaultMessage: 'Subtitle', description: 'Funeral-home desk, one memorial: label of its subtitle.' },
    born: { id: 'desk.memorial.born', defaultMessage: 'Born', description: 'Funeral-home desk, one memorial: label of the date of birth.' },
    died: { id: 'desk.memorial.died', defaultMessage: 'Died', description: 'Funeral-home desk, one memorial: label of the date of death.' },
    notGiven: { id: 'desk.memorial.notGiven', defaultMessage: 'Not given', description: 'Funeral-home desk, one memorial: a date that was not given.' },
    whoMaySee: { id: 'desk.memorial.whoMaySee', defaultMessage: 'Who may see it', description: 'Funeral-home desk, one memorial: label of its privacy.' },
    premium: {
      id: 'desk.memorial.premium',
      defaultMessage: 'Premium',
      description: 'Funeral-home desk, one memorial: label of whether it has the service’s paid features.',
    },
    yesNo: {
      id: 'desk.memorial.premium.value',
      defaultMessage: '{premium, select, true {Yes} other {No}}',
      description: 'Funeral-home desk, one memorial: whether it is premium (true: yes).',
    },
    slug: {
      id: 'desk.memorial.slug',
      defaultMessage: 'Web address name',
      description: 'Funeral-home desk, one memorial: label of the short name in its web address (such as “june-ellis”).',
    },
    lastChanged: {
      id: 'desk.memorial.lastChanged',
      defaultMessage: 'Last changed',
      description: 'Funeral-home desk, one memorial: label of the day it last changed.',
    },
    readObituary: {
      id: 'desk.memorial.readObituary',
      defaultMessage: 'Read the obituary',
      description: 'Funeral-home desk, one memorial: opens its obituary.',
    },
    notFromHere: {
      id: 'desk.memorial.invitation.notFromHere',
      defaultMessage:
        'This invitation was not sent from this computer, so Memorial Desk does not know when its link runs out and cannot send it again. You can send it again from your funeral home’s account on the memorial service’s website.',
      description: 'Funeral-home desk, one memorial waiting on the family: the invitation was sent from elsewhere.',
    },
    until: {
      id: 'desk.memorial.invitation.until',
      defaultMessage: 'The invitation link works until {moment}.',
      description: 'Funeral-home desk, one memorial: when the family’s invitation link expires. {moment} is a day and a time, already written.',
    },
  }),
);

/** Owners: who looks after each live memorial. */
export const OWNERS_WORDS = messages(
  defineMessages({
    title: {
      id: 'desk.owners.title',
      defaultMessage: 'Owners',
      description: 'Funeral-home desk: title of the list of who looks after each live memorial, and its search’s name.',
    },
    what: {
      id: 'desk.owners.what',
      defaultMessage: 'the owners',
      description:
        'Funeral-home desk: what the Owners screen shows, put into sentences such as “Memorial Desk could not load the owners.” Write it as it reads inside such a sentence.',
    },
    loading: {
      id: 'desk.owners.loading',
      defaultMessage: 'Loading who looks after each memorial…',
      description: 'Funeral-home desk, Owners: said while the list is read.',
    },
    lead: {
      id: 'desk.owners.lead',
      defaultMessage: 'Who looks after each live memorial. A memorial looked after by the family and your funeral home together has two entries.',
      description: 'Funeral-home desk, Owners: the first sentence.',
    },
    search: {
      id: 'desk.owners.search',
      defaultMessage: 'Search by memorial, name or email',
      description: 'Funeral-home desk, Owners: the search box’s label.',
    },
    noMatch: {
      id: 'desk.owners.noMatch.title',
      defaultMessage: 'Nobody matches this search.',
      description: 'Funeral-home desk, Owners: the search found nobody.',
    },
    noMatchAbout: {
      id: 'desk.owners.noMatch.about',
      defaultMessage: 'Check the spelling, or search for part of a name or an email address.',
      description: 'Funeral-home desk, Owners: what to try when the search found nobody.',
    },
    empty: {
      id: 'desk.owners.empty.title',
      defaultMessage: 'No live memorials yet.',
      description: 'Funeral-home desk, Owners: no memorial is on the web yet.',
    },
    emptyAbout: {
      id: 'desk.owners.empty.about',
      defaultMessage: 'Once a memorial is live, who looks after it is listed here.',
      description: 'Funeral-home desk, Owners: what will appear here.',
    },
    caption: {
      id: 'desk.owners.caption',
      defaultMessage: 'Who looks after each memorial of {name}',
      description: 'Funeral-home desk, Owners: the table’s caption. {name} is the funeral home’s name, as it wrote it.',
    },
    columnMemorial: { id: 'desk.owners.column.memorial', defaultMessage: 'Memorial', description: 'Funeral-home desk, Owners: column of the memorials.' },
    columnRole: { id: 'desk.owners.column.role', defaultMessage: 'Looked after by', description: 'Funeral-home desk, Owners: column of who looks after each.' },
    columnContact: {
      id: 'desk.owners.column.contact',
      defaultMessage: 'Contact',
      description: 'Funeral-home desk, Owners: column of the owner’s name and email.',
    },
    noName: { id: 'desk.owners.noName', defaultMessage: 'Name not given', description: 'Funeral-home desk, Owners: the owner’s name is not known.' },
    noEmail: { id: 'desk.owners.noEmail', defaultMessage: 'No email address given', description: 'Funeral-home desk, Owners: the owner’s email is not known.' },
  }),
);

/** The desk journal: what this computer did for the funeral home. */
export const JOURNAL_WORDS = messages(
  defineMessages({
    title: {
      id: 'desk.journal.title',
      defaultMessage: 'Desk journal',
      description: 'Funeral-home desk: title of the list of what this computer did for the funeral home, and its search’s name.',
    },
    loading: {
      id: 'desk.journal.loading',
      defaultMessage: 'Loading the desk journal…',
      description: 'Funeral-home desk, Desk journal: said while it is read.',
    },
    what: {
      id: 'desk.journal.what',
      defaultMessage: 'the desk journal',
      description:
        'Funeral-home desk: what the Desk journal screen shows, put into sentences such as “Memorial Desk could not load the desk journal.” Write it as it reads inside such a sentence.',
    },
    lead: {
      id: 'desk.journal.lead',
      defaultMessage: 'Everything this computer did for your funeral home: memorials started, invitations sent again, owners looked up, hand-outs printed.',
      description: 'Funeral-home desk, Desk journal: the first sentence.',
    },
    about: {
      id: 'desk.journal.about',
      defaultMessage:
        'Recorded on this computer ({computer}), not by the memorial service, which does not know who is at the desk. {hasInitials, select, true {New entries carry the initials {initials}.} other {No initials are set, so entries carry none.}} <link>Set the initials in Settings</link>.',
      description:
        'Funeral-home desk, Desk journal: where it is kept ({computer} is the computer’s name, as its owner set it), the initials written beside each new entry ({initials}, typed in Settings, such as “MB”; hasInitials is true when set), and a link to Settings (<link>…</link>; “Settings” is that screen’s name: use the same word as settings.title).',
    },
    aboutDevice: {
      id: 'desk.journal.aboutDevice',
      defaultMessage:
        'Recorded on this device, not by the memorial service, which does not know who is at the desk. {hasInitials, select, true {New entries carry the initials {initials}.} other {No initials are set, so entries carry none.}} <link>Set the initials in Settings</link>.',
      description:
        'Funeral-home desk, Desk journal, on a device that gives the app no name (a phone): where it is kept, the initials written beside each new entry ({initials}, typed in Settings, such as “MB”; hasInitials is true when set), and a link to Settings (<link>…</link>; “Settings” is that screen’s name: use the same word as settings.title).',
    },
    searchLabel: {
      id: 'desk.journal.search.label',
      defaultMessage: 'Search the journal',
      description: 'Funeral-home desk, Desk journal: the search box’s label.',
    },
    searchHint: {
      id: 'desk.journal.search.hint',
      defaultMessage: 'A name, a day, initials or an action.',
      description: 'Funeral-home desk, Desk journal: under the search box, what can be searched for.',
    },
    save: {
      id: 'desk.journal.save',
      defaultMessage: 'Save the journal as a spreadsheet (CSV)',
      description: 'Funeral-home desk, Desk journal, button: save it in a spreadsheet file. CSV is the file’s kind: keep it.',
    },
    notSaved: { id: 'desk.journal.notSaved', defaultMessage: 'The journal was not saved.', description: 'Funeral-home desk, Desk journal: saving it failed.' },
    empty: { id: 'desk.journal.empty.title', defaultMessage: 'Nothing recorded yet.', description: 'Funeral-home desk, Desk journal: it is empty.' },
    emptyAbout: {
      id: 'desk.journal.empty.about',
      defaultMessage: 'When this computer starts a memorial, sends an invitation again, looks up owners or prints a hand-out, it is written down here.',
      description: 'Funeral-home desk, Desk journal: what will be written here.',
    },
    caption: { id: 'desk.journal.caption', defaultMessage: 'Desk journal, newest first', description: 'Funeral-home desk, Desk journal: the table’s caption.' },
    columnWhen: { id: 'desk.journal.column.when', defaultMessage: 'When', description: 'Funeral-home desk, Desk journal: column of when each thing was done.' },
    columnWhat: { id: 'desk.journal.column.what', defaultMessage: 'What was done', description: 'Funeral-home desk, Desk journal: column of what was done.' },
    columnInitials: {
      id: 'desk.journal.column.initials',
      defaultMessage: 'Initials',
      description: 'Funeral-home desk, Desk journal: column of the initials of who did it.',
    },
    noneSet: { id: 'desk.journal.noneSet', defaultMessage: 'None set', description: 'Funeral-home desk, Desk journal: an entry made with no initials set.' },
  }),
);

/** The hand-out printed for the family. */
export const HANDOUT_WORDS = messages(
  defineMessages({
    title: {
      id: 'desk.handout.title',
      defaultMessage: 'Hand-out for {name}',
      description: 'Funeral-home desk: title of the page to print for the family. {name} is the name of the person who died, as typed.',
    },
    titleUnknown: {
      id: 'desk.handout.titleUnknown',
      defaultMessage: 'Hand-out',
      description: 'Funeral-home desk: title of the page to print, while the memorial is read.',
    },
    back: {
      id: 'desk.handout.back',
      defaultMessage: 'the memorial for {name}',
      description: 'Funeral-home desk, hand-out: put into the link “Back to …”. {name} is the name of the person who died, as typed.',
    },
    backUnknown: {
      id: 'desk.handout.backUnknown',
      defaultMessage: 'the memorial',
      description: 'Funeral-home desk, hand-out: put into the link “Back to …” when the name is not known.',
    },
    ready: {
      id: 'desk.handout.ready',
      defaultMessage: 'This page is ready to print for the family. Only the framed part below goes on the paper.',
      description: 'Funeral-home desk, hand-out: above the part that is printed.',
    },
    print: { id: 'desk.handout.print', defaultMessage: 'Print this hand-out', description: 'Funeral-home desk, hand-out, button: open the print dialog.' },
    label: { id: 'desk.handout.label', defaultMessage: 'The hand-out', description: 'Funeral-home desk, hand-out: the accessible name of the printed part.' },
    lovedOne: {
      id: 'desk.handout.lovedOne',
      defaultMessage: 'Your loved one',
      description: 'Printed hand-out for the family: shown instead of the name of the person who died when there is none yet.',
    },
    inMemory: {
      id: 'desk.handout.inMemory',
      defaultMessage: 'In loving memory of',
      description: 'Printed hand-out for the family: above the name of the person who died.',
    },
    visit: {
      id: 'desk.handout.visit',
      defaultMessage: 'Visit the memorial, read it and leave a tribute at:',
      description: 'Printed hand-out for the family: before the memorial’s web address. A tribute is a message a visitor leaves.',
    },
    qr: {
      id: 'desk.handout.qr',
      defaultMessage: 'QR code for {address}',
      description: 'Printed hand-out: the accessible name of the QR code. {address} is a web address, shown as it is.',
    },
    scan: {
      id: 'desk.handout.scan',
      defaultMessage: 'Or point a phone’s camera at the square code to open it.',
      description: 'Printed hand-out for the family: under the QR code.',
    },
    emailComing: {
      id: 'desk.handout.emailComing',
      defaultMessage: 'You will receive an email from the memorial service with a link to write the memorial.',
      description: 'Printed hand-out for a family invited to write the memorial.',
    },
    junkMail: {
      id: 'desk.handout.junkMail',
      defaultMessage: 'If it has not arrived within a day, please look in your junk mail, then let us know and we will send it again.',
      description: 'Printed hand-out for a family invited to write the memorial. “Us” is the funeral home.',
    },
    preparing: {
      id: 'desk.handout.preparing',
      defaultMessage: 'The memorial is being prepared. It is not on the web yet.',
      description: 'Printed hand-out for the family, while the memorial is not on the web yet.',
    },
    addressLater: {
      id: 'desk.handout.addressLater',
      defaultMessage: 'Once it is, we will give you its address.',
      description: 'Printed hand-out for the family, while the memorial is not on the web yet. “We” is the funeral home.',
    },
  }),
);
