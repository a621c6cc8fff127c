/**
 * A family's memorial screens' words (My memorials, creating, the memorial's page, changing it,
 * sharing it, its cover photo, deleting it): catalog messages (shared/i18n), with a note for
 * translators on each. A name a person typed goes in as `<bdi>` in the page and isolated
 * (memorial-format.ts) in plain text.
 */
import { defineMessages } from 'react-intl';
import { messages } from '../../ui/messages';

/** Words used on more than one memorial screen. */
export const COMMON_WORDS = messages(
  defineMessages({
    lifeDates: {
      id: 'memorials.lifeDates',
      defaultMessage: '{known, select, both {Born {born} · Died {died}} born {Born {born}} died {Died {died}} other {}}',
      description:
        'Memorials, under a memorial’s name: the dates of birth and death. {born} and {died} are dates already written as the person’s region writes them. known says which of the two are known.',
    },
    memorialFor: {
      id: 'memorials.memorialFor',
      defaultMessage: '{named, select, yes {The memorial for {name}} other {A memorial with no name yet}}',
      description:
        'Memorials, a memorial named by the person it remembers (a title, a heading, the text shared with a link). {name} is the name the family typed (kept as it is). named is yes when there is a name.',
    },
    noNameYet: {
      id: 'memorials.noNameYet',
      defaultMessage: 'A memorial with no name yet',
      description: 'Memorials, the heading of a memorial whose name is not given yet.',
    },
    aMemorial: {
      id: 'memorials.aMemorial',
      defaultMessage: 'A memorial',
      description: 'Memorials, the title of a memorial’s screen while the memorial is still loading.',
    },
    loadingMemorial: {
      id: 'memorials.loadingMemorial',
      defaultMessage: 'Loading the memorial…',
      description: 'Memorials, said while one memorial is being loaded.',
    },
    readThis: {
      id: 'memorials.read.this',
      defaultMessage: 'this memorial',
      description:
        'Memorials, what a memorial’s screen reads, put inside other sentences such as “Memorial Desk could not load this memorial.” or “Offline — this memorial as of 14:05”.',
    },
    backTo: {
      id: 'memorials.backTo',
      defaultMessage: '{named, select, yes {the memorial for {name}} other {the memorial}}',
      description:
        'Memorials, the way back to a memorial’s page, put after “Back to”. {name} is the name the family typed (kept as it is). named is yes when there is a name.',
    },
    ofMemorial: {
      id: 'memorials.externalContext',
      defaultMessage: '{named, select, yes {of {name}} other {of this memorial}}',
      description:
        'Memorials, read by screen readers after a link’s words, such as “Open the public page” + “of June Ellis”. {name} is the name the family typed (kept as it is). named is yes when there is a name.',
    },
    hideQr: { id: 'memorials.qr.hide', defaultMessage: 'Hide the QR code', description: 'Memorials, button: hide the QR code shown.' },
    myMemorials: {
      id: 'memorials.myMemorials',
      defaultMessage: 'My memorials',
      description: 'Memorials, the name of the family’s list of memorials (the way back to it, the screen’s title).',
    },
    changeLabelWords: {
      id: 'memorials.change.words',
      defaultMessage: 'Change the words of the memorial for {name}',
      description:
        'Memorials, the name of a change to a memorial’s words waiting to be sent, listed with its progress and in notifications. {name} is the name the family typed (kept as it is).',
    },
    changeLabelSettings: {
      id: 'memorials.change.settings',
      defaultMessage: 'Change the settings of the memorial for {name}',
      description:
        'Memorials, the name of a change to a memorial’s settings waiting to be sent, listed with its progress and in notifications. {name} is the name the family typed (kept as it is).',
    },
    changeLabelDesign: {
      id: 'memorials.change.design',
      defaultMessage: 'Choose the design of the memorial for {name}',
      description:
        'Memorials, the name of the change choosing a new memorial’s design, listed with its progress and in notifications. {name} is the name the family typed (kept as it is).',
    },
    thisPerson: {
      id: 'memorials.change.thisPerson',
      defaultMessage: 'this person',
      description: 'Memorials, put in place of the name in “Change the settings of the memorial for …” when the memorial has no name yet.',
    },
    theMemorialName: {
      id: 'memorials.change.noName',
      defaultMessage: 'the memorial',
      description: 'Memorials, put in place of the name in “Change the words of the memorial for …” when the memorial has no name yet.',
    },
  }),
);

/** My memorials: the family's list. */
export const LIST_WORDS = messages(
  defineMessages({
    loading: { id: 'memorials.list.loading', defaultMessage: 'Loading your memorials…', description: 'My memorials, said while the list is loading.' },
    readWhat: {
      id: 'memorials.list.read',
      defaultMessage: 'your memorials',
      description:
        'My memorials, what the screen reads, put inside other sentences such as “Memorial Desk could not load your memorials.” or “Offline — your memorials as of 14:05”.',
    },
    create: { id: 'memorials.list.create', defaultMessage: 'Create a memorial', description: 'My memorials, button: create a new memorial.' },
    onboardingLink: {
      id: 'memorials.list.onboardingLink',
      defaultMessage: 'Make a link for someone else to start one',
      description: 'My memorials, button: make a link that lets another person start a memorial.',
    },
    emptyTitle: {
      id: 'memorials.list.empty',
      // The straight apostrophe is the English as it always was (the tests read it); ICU keeps it, since no brace follows it.
      defaultMessage: "{deleted, select, yes {You don’t look after any other memorials.} other {You don't look after any memorials yet.}}",
      description: 'My memorials, when there is no memorial to show. deleted is yes when the family has only deleted memorials.',
    },
    emptyAbout: {
      id: 'memorials.list.emptyAbout',
      defaultMessage: 'Create one here, or on the memorial service’s website. When a funeral home invites you to look after one, it appears here too.',
      description: 'My memorials, under the title when there is no memorial.',
    },
    showing: {
      id: 'memorials.list.showing',
      defaultMessage: '{total, plural, one {Showing the {shown} most recent of your # memorial.} other {Showing the {shown} most recent of your # memorials.}}',
      description: 'My memorials, when the list shows only the most recent memorials. {shown} is how many are shown; total is how many there are.',
    },
    listLabel: { id: 'memorials.list.label', defaultMessage: 'Your memorials', description: 'My memorials, the accessible name of the list of memorials.' },
    deletedHeading: { id: 'memorials.list.deleted', defaultMessage: 'Deleted memorials', description: 'My memorials, heading of the deleted memorials.' },
    deletedAbout: {
      id: 'memorials.list.deletedAbout',
      defaultMessage:
        'These are no longer shown to anyone. Each can be recovered from your dashboard on the memorial service’s website until the date it gives.',
      description: 'My memorials, under the heading of the deleted memorials.',
    },
    deletedLabel: {
      id: 'memorials.list.deletedLabel',
      defaultMessage: 'Deleted memorials',
      description: 'My memorials, the accessible name of the list of deleted memorials.',
    },
    nameNotGiven: {
      id: 'memorials.list.nameNotGiven',
      defaultMessage: 'Name not given yet',
      description: 'My memorials, a memorial’s card, in place of the name when none is given yet.',
    },
    changed: {
      id: 'memorials.list.changed',
      defaultMessage:
        '{live, select, yes {{named, select, yes {The memorial for {name} is now live.} other {A memorial with no name yet is now live.}}} other {{named, select, yes {The memorial for {name} has changed: {state}.} other {A memorial with no name yet has changed: {state}.}}}}',
      description:
        'My memorials, said to screen readers when a memorial’s state changed while the list was open. {name} is the name the family typed (kept as it is); {state} is the new state, such as “Being checked — not public yet”. live is yes when it is now on the web.',
    },
    status: {
      id: 'memorials.list.status',
      defaultMessage: 'Status:',
      description: 'My memorials, read by screen readers only, before a memorial’s state on its card.',
    },
    notMade: {
      id: 'memorials.list.notMade',
      defaultMessage: '<b>This change was not made:</b> {reason}',
      description: 'My memorials, on a card: a change the service refused. {reason} is the service’s own words.',
    },
    dismiss: { id: 'memorials.list.dismiss', defaultMessage: 'Dismiss', description: 'My memorials, button: put away the note that a change was not made.' },
    waiting: {
      id: 'memorials.list.waiting',
      defaultMessage:
        '{count, plural, one {A change is waiting to be sent. What you see here includes it.} other {# changes are waiting to be sent. What you see here includes them.}}',
      description: 'My memorials, on a card: the family’s changes still on this computer, not yet sent. count is how many.',
    },
    publicPage: {
      id: 'memorials.list.publicPage',
      defaultMessage: '{named, select, yes {Public page of {name}} other {Public page of this memorial}}',
      description: 'My memorials, link to a live memorial’s public web page. {name} is the name the family typed (kept as it is).',
    },
  }),
);

/** The memorial's state, in plain words (memorial-status.ts). */
export const STATUS_WORDS = messages(
  defineMessages({
    deletedUntil: {
      id: 'memorials.status.deletedUntil',
      defaultMessage: 'Deleted — can be recovered until {date}',
      description: 'Memorials, a deleted memorial’s state. {date} is a date already written as the person’s region writes it.',
    },
    deleted: { id: 'memorials.status.deleted', defaultMessage: 'Deleted', description: 'Memorials, a deleted memorial’s state.' },
    refused: {
      id: 'memorials.status.refused',
      defaultMessage: 'Not published: the safety check asked for changes',
      description: 'Memorials, the state of a memorial the service’s safety check did not accept.',
    },
    reason: {
      id: 'memorials.status.reason',
      defaultMessage: 'The reason given: {reason}',
      description: 'Memorials, the safety check’s reason, in the service’s own words ({reason}).',
    },
    checking: {
      id: 'memorials.status.checking',
      defaultMessage: 'Being checked — not public yet',
      description: 'Memorials, the state of a memorial the service is checking.',
    },
    live: {
      id: 'memorials.status.live',
      defaultMessage: 'Live',
      description: 'Memorials, the state of a memorial on the web (the service gave its public address).',
    },
    hidden: {
      id: 'memorials.status.hidden',
      defaultMessage: 'Not public — set not to be published',
      description: 'Memorials, the state of a memorial the family set not to be published.',
    },
    notYet: { id: 'memorials.status.notYet', defaultMessage: 'Not public yet', description: 'Memorials, the state of a memorial not yet on the web.' },
  }),
);

/** Creating a memorial, and its limits (creation-limits.ts). */
export const CREATE_WORDS = messages(
  defineMessages({
    title: { id: 'memorials.create.title', defaultMessage: 'Create a memorial', description: 'Create a memorial, the screen’s title.' },
    lead: {
      id: 'memorials.create.lead',
      defaultMessage: 'Tell the memorial service about the person or pet. Only the name is needed now; everything can be changed later.',
      description: 'Create a memorial, the first sentence.',
    },
    form: { id: 'memorials.create.form', defaultMessage: 'The new memorial', description: 'Create a memorial, the accessible name of the form.' },
    name: {
      id: 'memorials.create.name',
      defaultMessage: 'Their name',
      description: 'Create a memorial, label of the field for the name of the person or pet.',
    },
    birth: { id: 'memorials.create.birth', defaultMessage: 'Date of birth (optional)', description: 'Create a memorial, label of the date of birth.' },
    death: { id: 'memorials.create.death', defaultMessage: 'Date of death (optional)', description: 'Create a memorial, label of the date of death.' },
    obituaryHint: {
      id: 'memorials.create.obituaryHint',
      defaultMessage: 'Leave it empty and a first draft is written for you to edit. What you write here is kept word for word.',
      description: 'Create a memorial, under the obituary field.',
    },
    submit: { id: 'memorials.create.submit', defaultMessage: 'Create the memorial', description: 'Create a memorial, button: create it.' },
    cancel: { id: 'memorials.create.cancel', defaultMessage: 'Cancel', description: 'Create a memorial, button: leave without creating.' },
    checkedFirst: {
      id: 'memorials.create.checkedFirst',
      defaultMessage: 'The memorial service checks every new memorial before it goes live. This takes a few moments; Memorial Desk shows you when it is done.',
      description: 'Create a memorial, under the buttons.',
    },
    notCreated: {
      id: 'memorials.create.notCreated',
      defaultMessage: 'The memorial was not created',
      description: 'Create a memorial, title of the note when the service refused; the service’s own words follow.',
    },
    goDelete: {
      id: 'memorials.create.goDelete',
      defaultMessage: 'Go to My memorials to choose one to delete',
      description: 'Create a memorial, link when there is no room for another memorial.',
    },
    lessThanMinute: {
      id: 'memorials.limit.lessThanMinute',
      defaultMessage: 'in less than a minute',
      description: 'Create a memorial, when creating is possible again, put after “You can create a memorial again”.',
    },
    inMinutes: {
      id: 'memorials.limit.inMinutes',
      defaultMessage: '{minutes, plural, one {in about # minute (at {time})} other {in about # minutes (at {time})}}',
      description:
        'Create a memorial, when creating is possible again, put after “You can create a memorial again”. {time} is a clock time as the region writes it.',
    },
    inHours: {
      id: 'memorials.limit.inHours',
      defaultMessage: '{hours, plural, one {in about an hour (at {time})} other {in about # hours (at {time})}}',
      description:
        'Create a memorial, when creating is possible again, put after “You can create a memorial again”. {time} is a clock time as the region writes it.',
    },
    onDay: {
      id: 'memorials.limit.onDay',
      defaultMessage: 'on {date}, at {time}',
      description:
        'Create a memorial, when creating is possible again, put after “You can create a memorial again”. {date} and {time} are written as the region writes them.',
    },
    again: {
      id: 'memorials.limit.again',
      defaultMessage: 'You can create a memorial again {when}.',
      description: 'Create a memorial, when creating is possible again. {when} is such as “in about 3 hours (at 16:10)” or “on 12 March 2026, at 09:00”.',
    },
    capTitle: {
      id: 'memorials.limit.capTitle',
      defaultMessage: 'No room for another memorial yet: one person can look after {cap, number} at once',
      description: 'Create a memorial, title when the family already looks after as many memorials as one person may. {cap} is that number.',
    },
    capDelete: {
      id: 'memorials.limit.capDelete',
      defaultMessage:
        'To create a new one, first delete a memorial you no longer need to look after. A deleted memorial is not gone at once: it can be recovered for a while from your dashboard on the memorial service’s website (a recovered memorial counts again).',
      description: 'Create a memorial, when there is no room for another memorial: what can be done.',
    },
    capNoWait: {
      id: 'memorials.limit.capNoWait',
      defaultMessage: 'There is nothing to wait for: once there is room, you can create one straight away.',
      description: 'Create a memorial, when there is no room for another memorial and no time to wait.',
    },
    keptHere: {
      id: 'memorials.limit.keptHere',
      defaultMessage: 'What you typed here is kept on this screen.',
      description: 'Create a memorial, after a limit: nothing typed is lost.',
    },
    keptWhileOpen: {
      id: 'memorials.limit.keptWhileOpen',
      defaultMessage: 'What you typed here is kept on this screen while it stays open.',
      description: 'Create a memorial, after a limit: nothing typed is lost while the screen stays open.',
    },
    dailyTitle: {
      id: 'memorials.limit.dailyTitle',
      defaultMessage: '{limit, plural, one {Today’s limit of # new memorial is reached} other {Today’s limit of # new memorials is reached}}',
      description: 'Create a memorial, title when the day’s limit of new memorials is reached. limit is that number.',
    },
    tomorrow: {
      id: 'memorials.limit.tomorrow',
      defaultMessage: 'You can create one again tomorrow.',
      description: 'Create a memorial, after the day’s limit, when the service did not say when.',
    },
    monthlyTitle: {
      id: 'memorials.limit.monthlyTitle',
      defaultMessage: 'This month’s limit on new memorials is reached',
      description: 'Create a memorial, title when the month’s limit of new memorials is reached.',
    },
    laterThisMonth: {
      id: 'memorials.limit.laterThisMonth',
      defaultMessage: 'You can create one again later this month.',
      description: 'Create a memorial, after the month’s limit, when the service did not say when.',
    },
  }),
);

/** The memorial's words and settings forms, and what it says on its page. */
export const FORM_WORDS = messages(
  defineMessages({
    title: { id: 'memorials.form.title', defaultMessage: 'Title (optional)', description: 'Memorial forms, label of the title, a few words under the name.' },
    titleHint: {
      id: 'memorials.form.titleHint',
      defaultMessage: 'A few words under the name, such as “Beloved mother and grandmother”.',
      description: 'Memorial forms, under the title field, with an example.',
    },
    subtitle: { id: 'memorials.form.subtitle', defaultMessage: 'Subtitle (optional)', description: 'Memorial forms, label of the subtitle.' },
    obituaryOptional: {
      id: 'memorials.form.obituaryOptional',
      defaultMessage: 'Obituary (optional)',
      description: 'Create a memorial, label of the obituary.',
    },
    wordsHeading: { id: 'memorials.words.heading', defaultMessage: 'The words', description: 'Change a memorial, heading of the form for its words.' },
    wordsHint: {
      id: 'memorials.words.hint',
      defaultMessage: 'A change to the words is checked by the memorial service before it shows again; the memorial is not live while it is checked.',
      description: 'Change a memorial, under the heading of the words.',
    },
    name: { id: 'memorials.words.name', defaultMessage: 'Name', description: 'Change a memorial, label of the name of the person or pet.' },
    obituary: { id: 'memorials.words.obituary', defaultMessage: 'Obituary', description: 'Change a memorial, label of the obituary.' },
    restingNotes: {
      id: 'memorials.words.restingNotes',
      defaultMessage: 'About the resting place (optional)',
      description: 'Change a memorial, label of the notes about where they rest.',
    },
    restingNotesHint: {
      id: 'memorials.words.restingNotesHint',
      defaultMessage: 'Where they rest and how to find it, for visitors.',
      description: 'Change a memorial, under the notes about the resting place.',
    },
    wordsNothing: {
      id: 'memorials.words.nothing',
      defaultMessage: 'Nothing was changed in the words, so nothing was sent.',
      description: 'Change a memorial, when the words were saved without a change.',
    },
    wordsSave: { id: 'memorials.words.save', defaultMessage: 'Save the new words', description: 'Change a memorial, button: save the changed words.' },
    wordsSendAgain: {
      id: 'memorials.words.sendAgain',
      defaultMessage: 'Send the new words to be checked',
      description: 'A new memorial whose words the safety check refused, button: send the changed words to be checked again.',
    },
    settingsHeading: { id: 'memorials.settings.heading', defaultMessage: 'Settings', description: 'Memorials, heading of a memorial’s settings.' },
    settingsHint: {
      id: 'memorials.settings.hint',
      defaultMessage: 'Settings are saved straight away; they are not checked and have no waiting time.',
      description: 'Change a memorial, under the heading of the settings.',
    },
    privacy: { id: 'memorials.settings.privacy', defaultMessage: 'Who can see it', description: 'Memorials, label of who can see the memorial.' },
    flags: {
      id: 'memorials.settings.flags',
      defaultMessage: 'Tributes and search',
      description: 'Change a memorial, heading of the choices about tributes and search engines.',
    },
    publish: { id: 'memorials.settings.publish', defaultMessage: 'Publish it', description: 'Change a memorial, checkbox: publish the memorial on the web.' },
    publishAbout: {
      id: 'memorials.settings.publishAbout',
      defaultMessage: 'Show it on the web once the safety check has passed. Turn off to keep it off the web for now.',
      description: 'Change a memorial, under “Publish it”.',
    },
    contributions: {
      id: 'memorials.settings.contributions',
      defaultMessage: 'Welcome tributes',
      description: 'Change a memorial, checkbox: let visitors leave tributes.',
    },
    contributionsAbout: {
      id: 'memorials.settings.contributionsAbout',
      defaultMessage: 'Visitors can leave messages, memories and candles.',
      description: 'Change a memorial, under “Welcome tributes”.',
    },
    approval: {
      id: 'memorials.settings.approval',
      defaultMessage: 'Approve each tribute before it shows',
      description: 'Change a memorial, checkbox: the family approves each tribute first.',
    },
    approvalAbout: {
      id: 'memorials.settings.approvalAbout',
      defaultMessage: 'Nothing a visitor writes appears until you approve it.',
      description: 'Change a memorial, under “Approve each tribute before it shows”.',
    },
    hideSearch: {
      id: 'memorials.settings.hideSearch',
      defaultMessage: 'Hide it from search engines',
      description: 'Change a memorial, checkbox: keep the memorial out of search engines.',
    },
    hideSearchAbout: {
      id: 'memorials.settings.hideSearchAbout',
      defaultMessage: 'People find it only through its address or a link you give them.',
      description: 'Change a memorial, under “Hide it from search engines”.',
    },
    birth: { id: 'memorials.settings.birth', defaultMessage: 'Date of birth', description: 'Change a memorial, label of the date of birth.' },
    death: { id: 'memorials.settings.death', defaultMessage: 'Date of death', description: 'Change a memorial, label of the date of death.' },
    restingUrl: {
      id: 'memorials.settings.restingUrl',
      defaultMessage: 'Resting place link (optional)',
      description: 'Change a memorial, label of a web link to where they rest.',
    },
    restingUrlHint: {
      id: 'memorials.settings.restingUrlHint',
      defaultMessage: 'A map or what3words link to where they rest, starting with https://.',
      description: 'Change a memorial, under the resting place link. what3words is a name and https:// is typed as it is: keep both.',
    },
    scope: {
      id: 'memorials.settings.scope',
      defaultMessage: 'Content scope (optional)',
      description: 'Change a memorial, label of the service’s content scope setting.',
    },
    scopeHint: {
      id: 'memorials.settings.scopeHint',
      defaultMessage: 'A setting of the memorial service whose values it does not describe. Leave it as it is unless the service asked you to change it.',
      description: 'Change a memorial, under the content scope.',
    },
    settingsNothing: {
      id: 'memorials.settings.nothing',
      defaultMessage: 'Nothing was changed in the settings, so nothing was sent.',
      description: 'Change a memorial, when the settings were saved without a change.',
    },
    settingsSave: { id: 'memorials.settings.save', defaultMessage: 'Save the settings', description: 'Change a memorial, button: save the settings.' },
    saved: {
      id: 'memorials.settings.saved',
      defaultMessage: 'The settings are saved.',
      description: 'Change a memorial, once the service saved the settings.',
    },
    notSaved: {
      id: 'memorials.settings.notSaved',
      defaultMessage: 'The settings were not saved',
      description: 'Change a memorial, title of the note when the service refused the settings.',
    },
    notAccepted: {
      id: 'memorials.settings.notAccepted',
      defaultMessage: 'The memorial service did not accept them.',
      description: 'Change a memorial, when the service refused the settings without saying why.',
    },
    saving: { id: 'memorials.settings.saving', defaultMessage: 'Saving the settings…', description: 'Change a memorial, while the settings are being saved.' },
    privacyName: {
      id: 'memorials.privacy.name',
      defaultMessage: '{privacy, select, public {Public} restricted {Restricted} private {Private} closed {Closed} other {{privacy}}}',
      description: 'Memorials, the name of a level of who can see a memorial. privacy is the level (public, restricted, private or closed).',
    },
    privacyAbout: {
      id: 'memorials.privacy.about',
      defaultMessage:
        '{privacy, select, public {Anyone with the address can see it, and search engines may list it unless you hide it from them below.} restricted {Anyone with the address can see it, but it is kept out of search engines.} private {Only the people who look after it, and people you give a link to, can open it.} other {Closed to visitors: only the people who look after it and those already given access can open it.}}',
      description: 'Memorials, what a level of who can see a memorial means. privacy is the level (public, restricted, private; other is closed).',
    },
    designLabel: { id: 'memorials.design.label', defaultMessage: 'Design', description: 'Memorials, label of the choice of the memorial page’s design.' },
    designHint: {
      id: 'memorials.design.hint',
      defaultMessage: 'How the memorial page looks. Every design is available to everyone.',
      description: 'Memorials, under the choice of design.',
    },
    designLoading: { id: 'memorials.design.loading', defaultMessage: 'Loading the designs…', description: 'Memorials, while the designs are loading.' },
    designUsual: {
      id: 'memorials.design.usual',
      defaultMessage: 'The usual design',
      description: 'Memorials, the design the memorial service chooses itself when the family chose none.',
    },
    designUsualAbout: {
      id: 'memorials.design.usualAbout',
      defaultMessage: 'The memorial service’s own choice. You can change it later.',
      description: 'Memorials, under “The usual design”.',
    },
    designFeels: {
      id: 'memorials.design.feels',
      defaultMessage: 'Feels: {feel}',
      description: 'Memorials, a design’s feel, in the service’s own words ({feel}, a list such as “gentle, for a pet”).',
    },
    designNumber: {
      id: 'memorials.design.number',
      defaultMessage: 'Design number {number}',
      description: 'Memorials, a design the app has no name for, by its number.',
    },
  }),
);

/** The memorial's page: its details, its areas, its state. */
export const PAGE_WORDS = messages(
  defineMessages({
    change: { id: 'memorials.page.change', defaultMessage: 'Change the words or settings', description: 'Memorial page, button: change the memorial.' },
    share: {
      id: 'memorials.page.share',
      defaultMessage: 'Share with family and friends',
      description: 'Memorial page, button: share the memorial with a link.',
    },
    deletedHeading: {
      id: 'memorials.page.deleteHeading',
      defaultMessage: '{deleted, select, yes {Deleted} other {Deleting}}',
      description: 'Memorial page, heading of the part about deleting. deleted is yes when the memorial is deleted already.',
    },
    whatItSays: { id: 'memorials.details.words', defaultMessage: 'What it says', description: 'Memorial page, heading of the memorial’s words.' },
    name: { id: 'memorials.details.name', defaultMessage: 'Name', description: 'Memorial page, the name of the person or pet.' },
    notGivenYet: { id: 'memorials.details.notGivenYet', defaultMessage: 'Not given yet', description: 'Memorial page, in place of a name not given yet.' },
    born: { id: 'memorials.details.born', defaultMessage: 'Born', description: 'Memorial page, the date of birth.' },
    died: { id: 'memorials.details.died', defaultMessage: 'Died', description: 'Memorial page, the date of death.' },
    notGiven: { id: 'memorials.details.notGiven', defaultMessage: 'Not given', description: 'Memorial page, in place of a date not given.' },
    title: { id: 'memorials.details.title', defaultMessage: 'Title', description: 'Memorial page, the memorial’s title.' },
    subtitle: { id: 'memorials.details.subtitle', defaultMessage: 'Subtitle', description: 'Memorial page, the memorial’s subtitle.' },
    none: { id: 'memorials.details.none', defaultMessage: 'None', description: 'Memorial page, in place of a title, subtitle or link not given.' },
    restingNotes: {
      id: 'memorials.details.restingNotes',
      defaultMessage: 'About the resting place',
      description: 'Memorial page, notes about where they rest.',
    },
    nothingWritten: { id: 'memorials.details.nothingWritten', defaultMessage: 'Nothing written', description: 'Memorial page, in place of notes not written.' },
    restingUrl: { id: 'memorials.details.restingUrl', defaultMessage: 'Resting place link', description: 'Memorial page, the link to where they rest.' },
    obituary: { id: 'memorials.details.obituary', defaultMessage: 'Obituary', description: 'Memorial page, heading of the obituary.' },
    noObituary: { id: 'memorials.details.noObituary', defaultMessage: 'No obituary yet.', description: 'Memorial page, when there is no obituary yet.' },
    toBePublished: {
      id: 'memorials.details.toBePublished',
      defaultMessage: 'To be published',
      description: 'Memorial page, whether the memorial is to be published.',
    },
    publishedYes: {
      id: 'memorials.details.publishedYes',
      defaultMessage: '{published, select, yes {Yes, once the safety check passes} other {No: kept off the web}}',
      description: 'Memorial page, whether the memorial is to be published. published is yes when it is.',
    },
    tributes: {
      id: 'memorials.details.tributes',
      defaultMessage: 'Tributes from visitors',
      description: 'Memorial page, whether visitors may leave tributes.',
    },
    tributesOn: {
      id: 'memorials.details.tributesOn',
      defaultMessage: '{on, select, yes {Welcome} other {Turned off}}',
      description: 'Memorial page, whether visitors may leave tributes. on is yes when they may.',
    },
    approveFirst: {
      id: 'memorials.details.approveFirst',
      defaultMessage: 'You approve each tribute first',
      description: 'Memorial page, whether the family approves each tribute before it shows.',
    },
    hiddenSearch: {
      id: 'memorials.details.hiddenSearch',
      defaultMessage: 'Hidden from search engines',
      description: 'Memorial page, whether it is kept out of search engines.',
    },
    yesNo: {
      id: 'memorials.details.yesNo',
      defaultMessage: '{value, select, yes {Yes} other {No}}',
      description: 'Memorial page, the answer to a yes-or-no setting.',
    },
    scope: { id: 'memorials.details.scope', defaultMessage: 'Content scope', description: 'Memorial page, the service’s content scope setting.' },
    areasLabel: {
      id: 'memorials.areas.label',
      defaultMessage: 'Looking after this memorial',
      description: 'Memorial page, the accessible name of the links to the other parts of looking after a memorial.',
    },
    areasHeading: { id: 'memorials.areas.heading', defaultMessage: 'Looking after it', description: 'Memorial page, heading of the links to the other parts.' },
    tributesLink: {
      id: 'memorials.areas.tributes',
      defaultMessage:
        '{count, plural, =0 {Tributes (none waiting for you)} one {Tributes: # waiting for your approval} other {Tributes: # waiting for your approval}}',
      description: 'Memorial page, link to the tributes, with how many wait for the family’s approval (count).',
    },
    tributesPlain: {
      id: 'memorials.areas.tributesPlain',
      defaultMessage: 'Tributes',
      description: 'Memorial page, link to the tributes, while their count is not known.',
    },
    tributesAbout: {
      id: 'memorials.areas.tributesAbout',
      defaultMessage: 'Read, approve, pin or hide what visitors wrote.',
      description: 'Memorial page, under the link to the tributes.',
    },
    fund: { id: 'memorials.areas.fund', defaultMessage: 'Memorial fund', description: 'Memorial page, link to the memorial fund.' },
    fundAbout: {
      id: 'memorials.areas.fundAbout',
      defaultMessage: 'A message and links for donations (a Premium memorial).',
      description: 'Memorial page, under the link to the fund. Premium is the name of the service’s paid plan.',
    },
    posts: { id: 'memorials.areas.posts', defaultMessage: 'Announcements and events', description: 'Memorial page, link to the announcements and events.' },
    postsAbout: {
      id: 'memorials.areas.postsAbout',
      defaultMessage: 'News for visitors, and events they can reply to.',
      description: 'Memorial page, under the link to the announcements and events.',
    },
    exports: {
      id: 'memorials.areas.exports',
      defaultMessage: 'Memorial Book and archive',
      description: 'Memorial page, link to the Memorial Book and the archive.',
    },
    exportsAbout: {
      id: 'memorials.areas.exportsAbout',
      defaultMessage: 'A book of the tributes to print or keep, and a copy of everything.',
      description: 'Memorial page, under the link to the Memorial Book and archive.',
    },
    visits: { id: 'memorials.areas.visits', defaultMessage: 'Visits', description: 'Memorial page, link to the visits.' },
    visitsAbout: {
      id: 'memorials.areas.visitsAbout',
      defaultMessage: 'How often the page was visited (never who visited).',
      description: 'Memorial page, under the link to the visits.',
    },
  }),
);

/** Where the memorial stands (MemorialState, DraftProgress, WordingPause). */
export const STATE_WORDS = messages(
  defineMessages({
    heading: {
      id: 'memorials.state.heading',
      defaultMessage: 'Its state',
      description: 'Memorial page, read by screen readers only: heading of the memorial’s state.',
    },
    checkingWords: {
      id: 'memorials.state.checking',
      defaultMessage: 'Checking your words. The memorial service checks every new wording before it shows; this page looks again by itself.',
      description: 'Memorial page, while the service checks the memorial’s words.',
    },
    onlyYou: {
      id: 'memorials.state.onlyYou',
      defaultMessage: 'Only you see this reason. <link>Change the words</link> and they are checked again.',
      description: 'Memorial page, after the safety check’s reason. <link>…</link> opens the form to change the words.',
    },
    waiting: {
      id: 'memorials.state.waiting',
      defaultMessage:
        '{count, plural, one {A change is waiting to be sent; what you see here includes it.} other {# changes are waiting to be sent; what you see here includes them.}}',
      description: 'Memorial page, the family’s changes still on this computer, not yet sent. count is how many.',
    },
    waitingItem: {
      id: 'memorials.state.waitingItem',
      defaultMessage: '{label}: {progress}',
      description: 'Memorial page, a change waiting: its name ({label}) and how far it has gone ({progress}).',
    },
    openPublic: {
      id: 'memorials.state.openPublic',
      defaultMessage: 'Open the public page',
      description: 'Memorial page, link to the memorial’s public web page.',
    },
    copied: { id: 'memorials.state.copied', defaultMessage: 'The address is copied.', description: 'Memorial page, once the public address is copied.' },
    notCopied: {
      id: 'memorials.state.notCopied',
      defaultMessage: 'The address could not be copied here. Please write it down instead.',
      description: 'Memorial page, when the public address could not be copied.',
    },
    copy: { id: 'memorials.state.copy', defaultMessage: 'Copy the address', description: 'Memorial page, button: copy the public address.' },
    showQr: {
      id: 'memorials.state.showQr',
      defaultMessage: 'Show a QR code of the address',
      description: 'Memorial page, button: show the public address as a QR code.',
    },
    qrTitle: {
      id: 'memorials.state.qrTitle',
      defaultMessage: 'The memorial’s address as a QR code',
      description: 'Memorial page, the accessible name of the QR code of the public address.',
    },
    qrCaption: {
      id: 'memorials.state.qrCaption',
      defaultMessage: '{named, select, yes {The memorial for {name}} other {The memorial}}: {url}',
      description: 'Memorial page, under the QR code. {name} is the name the family typed (kept as it is); {url} is the address, kept as it is.',
    },
    notSavedTitle: {
      id: 'memorials.state.notSaved',
      defaultMessage: 'Not saved: {label}',
      description:
        'Memorial page, title of a change the service refused. {label} is the change’s name, such as “Change the words of the memorial for June Ellis”.',
    },
    readIt: { id: 'memorials.state.readIt', defaultMessage: 'I have read this', description: 'Memorial page, button: put away the note of a refused change.' },
    notAccepted: {
      id: 'memorials.state.notAccepted',
      defaultMessage: 'The memorial service did not accept this change.',
      description: 'Memorial page, when the service refused a change without saying why.',
    },
    on: { id: 'memorials.state.on', defaultMessage: 'On {date}.', description: 'Memorial page, the day a change was refused; {date} as the region writes it.' },
    pauseWaiting: {
      id: 'memorials.pause.waiting',
      defaultMessage:
        'Your new words wait on this computer and go by themselves in {clock} (at {time}): the memorial service takes one change to a memorial’s words every five minutes, so each version can be checked.',
      description:
        'Memorials, the five-minute pause between changes to the words, while a change waits. {clock} is a countdown such as 4:32; {time} a clock time as the region writes it.',
    },
    pauseNext: {
      id: 'memorials.pause.next',
      defaultMessage:
        'The memorial service takes one change to a memorial’s words every five minutes. Your next one can go in {clock} (at {time}); if you save before then, it waits safely on this computer and goes by itself.',
      description:
        'Memorials, the five-minute pause between changes to the words. {clock} is a countdown such as 4:32; {time} a clock time as the region writes it.',
    },
    minutes: {
      id: 'memorials.pause.minutes',
      defaultMessage: '{count, plural, one {# minute} other {# minutes}}',
      description: 'Memorials, read by screen readers: the minutes left of the five-minute pause.',
    },
    seconds: {
      id: 'memorials.pause.seconds',
      defaultMessage: '{count, plural, one {# second} other {# seconds}}',
      description: 'Memorials, read by screen readers: the seconds left of the five-minute pause.',
    },
    minutesAndSeconds: {
      id: 'memorials.pause.minutesAndSeconds',
      defaultMessage: '{minutes} and {seconds}',
      description: 'Memorials, read by screen readers: the time left, such as “4 minutes” and “5 seconds”.',
    },
    draftChecking: {
      id: 'memorials.draft.checking',
      defaultMessage: 'Being checked — not public yet',
      description: 'A new memorial, title while the service checks it.',
    },
    draftCheckingAbout: {
      id: 'memorials.draft.checkingAbout',
      defaultMessage: 'The memorial service checks every new memorial before it shows. This page looks again by itself.',
      description: 'A new memorial, while the service checks it.',
    },
    preparing: {
      id: 'memorials.draft.preparing',
      defaultMessage: 'Preparing the memorial',
      description: 'A new memorial, title while the app asks how it is coming along.',
    },
    preparingAbout: {
      id: 'memorials.draft.preparingAbout',
      defaultMessage: 'Memorial Desk is asking the memorial service how the new memorial is coming along.',
      description: 'A new memorial, while the app asks the service about it.',
    },
    generating: {
      id: 'memorials.draft.generating',
      defaultMessage: 'Preparing the memorial and checking its words',
      description: 'A new memorial, title while the service prepares it and checks its words.',
    },
    looksAgain: {
      id: 'memorials.draft.looksAgain',
      defaultMessage: 'This page looks again by itself, every few seconds at first; you can leave it and come back.',
      description: 'A new memorial, while the service prepares it.',
    },
    blocked: {
      id: 'memorials.draft.blocked',
      defaultMessage: 'The safety check did not accept the words',
      description: 'A new memorial, title when the service’s safety check refused its words.',
    },
    blockedAbout: {
      id: 'memorials.draft.blockedAbout',
      defaultMessage: 'The memorial is not live. Change the words below and send them again; they are checked once more.',
      description: 'A new memorial, when the safety check refused its words.',
    },
    onTheirWay: {
      id: 'memorials.draft.onTheirWay',
      defaultMessage: 'Your new words are on their way to the memorial service.',
      description: 'A new memorial, once the changed words are on their way.',
    },
    live: { id: 'memorials.draft.live', defaultMessage: 'The memorial is live', description: 'A new memorial, title once the service put it on the web.' },
    address: {
      id: 'memorials.draft.address',
      defaultMessage: 'Its address: {url}',
      description: 'A new memorial, its public address ({url}, kept as it is).',
    },
    passed: {
      id: 'memorials.draft.passed',
      defaultMessage: 'The memorial passed the safety check',
      description: 'A new memorial, title once the check passed but before the service gave its public address.',
    },
    editDeleted: {
      id: 'memorials.edit.deleted',
      defaultMessage: 'This memorial is deleted, so it cannot be changed. It can be recovered from your dashboard on the memorial service’s website.',
      description: 'Change a memorial, when the memorial is deleted.',
    },
    editTitle: {
      id: 'memorials.edit.title',
      defaultMessage: '{named, select, yes {Change the memorial for {name}} other {Change a memorial}}',
      description: 'Change a memorial, the screen’s title. {name} is the name the family typed (kept as it is).',
    },
  }),
);

/** A change made on another computer (memorial-conflict.ts, ChangedElsewhereNotice). */
export const CONFLICT_WORDS = messages(
  defineMessages({
    field: {
      id: 'memorials.conflict.field',
      defaultMessage:
        '{field, select, deceased_name {The name} title {The title} subtitle {The subtitle} description {The obituary} resting_place_notes {The notes about the resting place} resting_place_url {The resting place link} privacy {Who can see it} content_scope {The content scope} is_published {Publishing} contributions_enabled {Welcoming tributes} manual_content_approval {Approving each tribute first} hide_from_search {Hiding it from search engines} template_id {The design} birth_date {The date of birth} death_date {The date of death} other {{field}}}',
      description: 'Memorials, which part of a memorial was changed on another computer; field names it.',
    },
    cleared: {
      id: 'memorials.conflict.cleared',
      defaultMessage: 'nothing (it was cleared)',
      description: 'Memorials, a part of a memorial now empty, put after “changed on another computer to”.',
    },
    onOff: {
      id: 'memorials.conflict.onOff',
      defaultMessage: '{on, select, yes {on} other {off}}',
      description: 'Memorials, a setting now on or off, put after “changed on another computer to”.',
    },
    design: {
      id: 'memorials.conflict.design',
      defaultMessage: 'design number {number}',
      description: 'Memorials, a design by its number, put after “changed on another computer to”.',
    },
    quoted: {
      id: 'memorials.conflict.quoted',
      defaultMessage: '“{text}”',
      description: 'Memorials, words as they are now, in the language’s quotation marks.',
    },
    changed: {
      id: 'memorials.conflict.changed',
      defaultMessage: '{field} was changed on another computer to {value} (noticed {time}).',
      description:
        'Memorials, a part of the memorial changed on another computer. {field} is such as “The title”; {value} what it is now; {time} a clock time as the region writes it.',
    },
    title: {
      id: 'memorials.conflict.title',
      defaultMessage: 'Not saved yet: {label}',
      description: 'Memorials, title of a change not sent because of a change on another computer. {label} is the change’s name.',
    },
    mine: { id: 'memorials.conflict.mine', defaultMessage: 'Save mine anyway', description: 'Memorials, button: send the family’s change anyway.' },
    theirs: { id: 'memorials.conflict.theirs', defaultMessage: 'Keep theirs', description: 'Memorials, button: keep what was changed on the other computer.' },
    ask: {
      id: 'memorials.conflict.ask',
      defaultMessage: 'Memorial Desk did not overwrite it. Save yours anyway, or keep what is there now?',
      description: 'Memorials, the question after a change on another computer.',
    },
  }),
);

/** Sharing with a link (ShareMemorial, share-links.ts). */
export const SHARE_WORDS = messages(
  defineMessages({
    title: {
      id: 'memorials.share.title',
      defaultMessage: '{named, select, yes {Share the memorial for {name}} other {Share a memorial}}',
      description: 'Share a memorial, the screen’s title. {name} is the name the family typed (kept as it is).',
    },
    lead: {
      id: 'memorials.share.lead',
      defaultMessage:
        'A share link lets someone you choose help with the memorial. Whoever opens the link and accepts it gets what it allows, so send it only to people you trust.',
      description: 'Share a memorial, the first sentence. A share link works for whoever has it, like a key.',
    },
    visitInstead: {
      id: 'memorials.share.visitInstead',
      defaultMessage: 'To let people simply visit, share the memorial’s address instead; it is on the memorial’s page, with a QR code.',
      description: 'Share a memorial, when the memorial is live.',
    },
    form: { id: 'memorials.share.form', defaultMessage: 'Make a share link', description: 'Share a memorial, the accessible name of the form.' },
    roleLabel: {
      id: 'memorials.share.roleLabel',
      defaultMessage: 'What should the person be able to do?',
      description: 'Share a memorial, label of the choice of role the link gives.',
    },
    roleName: {
      id: 'memorials.share.roleName',
      defaultMessage: '{role, select, viewer {Viewer} contributor {Contributor} moderator {Moderator} other {Owner}}',
      description: 'Share a memorial, the name of a role a link gives (viewer, contributor, moderator; other is owner).',
    },
    roleAbout: {
      id: 'memorials.share.roleAbout',
      defaultMessage:
        '{role, select, viewer {For a memorial that is not public: they can see it.} contributor {They can see it and leave tributes.} moderator {They can help look after the tributes.} other {They can do everything you can, including deleting it.}}',
      description: 'Share a memorial, what a role allows (viewer, contributor, moderator; other is owner).',
    },
    unavailable: {
      id: 'memorials.share.unavailable',
      defaultMessage:
        '{role, select, viewer {A viewer link is not available for this memorial} contributor {A contributor link is not available for this memorial} moderator {A moderator link is not available for this memorial} other {An owner link is not available for this memorial}}',
      description: 'Share a memorial, title when the service would not give a link of that role (viewer, contributor, moderator; other is owner).',
    },
    unavailableWhy: {
      id: 'memorials.share.unavailableWhy',
      defaultMessage:
        '{role, select, viewer {A viewer link is for a memorial that is not public. While it is public anyone with its address can see it: share the address instead (or its QR code, on the memorial’s page).} contributor {A contributor link lets people leave tributes, so it is only offered while tributes are welcome. Turn tributes on in the memorial’s settings first.} other {Choose another role, or change the memorial’s settings and try again.}}',
      description: 'Share a memorial, why a role could not be had, after the service’s own words (viewer, contributor; other for the rest).',
    },
    get: { id: 'memorials.share.get', defaultMessage: 'Get the link', description: 'Share a memorial, button: ask the service for the link.' },
    chooseFirst: {
      id: 'memorials.share.chooseFirst',
      defaultMessage: 'Choose what the person should be able to do first.',
      description: 'Share a memorial, before a role is chosen.',
    },
    freshTitle: {
      id: 'memorials.share.freshTitle',
      defaultMessage:
        '{role, select, viewer {Make a new viewer link?} contributor {Make a new contributor link?} moderator {Make a new moderator link?} other {Make a new owner link?}}',
      description: 'Share a memorial, the question before replacing a link (role: viewer, contributor, moderator; other is owner).',
    },
    freshYes: { id: 'memorials.share.freshYes', defaultMessage: 'Yes, make a new link', description: 'Share a memorial, button: replace the link.' },
    freshKeep: { id: 'memorials.share.freshKeep', defaultMessage: 'Keep the link I have', description: 'Share a memorial, button: do not replace the link.' },
    freshStops: {
      id: 'memorials.share.freshStops',
      defaultMessage: 'The link you have now will stop working at once: anyone who opens it afterwards is turned away.',
      description: 'Share a memorial, before replacing a link.',
    },
    freshWhen: {
      id: 'memorials.share.freshWhen',
      defaultMessage: 'Do this if the link reached someone it should not have. Then send the new link again to the people who should have it.',
      description: 'Share a memorial, before replacing a link.',
    },
    warning: {
      id: 'memorials.share.warning',
      defaultMessage:
        'Anyone who has this link can use it, as if they were the person you meant it for. Send it only to people you trust, in a private message, and never post it where others can see it.',
      description: 'Share a memorial, the warning beside a link: it works like a key (a credential) for whoever has it.',
    },
    copied: {
      id: 'memorials.share.copied',
      defaultMessage: 'The link is copied. Remember: anyone who has it can use it. Paste it only into a private message to someone you trust.',
      description: 'Share a memorial, once the link is copied; it works like a key for whoever has it.',
    },
    notCopied: {
      id: 'memorials.share.notCopied',
      defaultMessage: 'The link could not be copied here.',
      description: 'Share a memorial, when the link could not be copied.',
    },
    shared: {
      id: 'memorials.share.shared',
      defaultMessage: 'The link is shared. Remember: anyone who has it can use it.',
      description: 'Share a memorial, once the link went through the phone’s share sheet; it works like a key for whoever has it.',
    },
    linkHeading: {
      id: 'memorials.share.linkHeading',
      defaultMessage: '{role, select, viewer {The viewer link} contributor {The contributor link} moderator {The moderator link} other {The owner link}}',
      description: 'Share a memorial, heading of the link made (role: viewer, contributor, moderator; other is owner).',
    },
    allows: {
      id: 'memorials.share.allows',
      defaultMessage: '<b>What it allows (the memorial service’s words):</b> {grants}',
      description: 'Share a memorial, what the link allows, in the service’s own words ({grants}).',
    },
    likeKey: { id: 'memorials.share.likeKey', defaultMessage: 'This link is like a key', description: 'Share a memorial, title of the warning beside a link.' },
    linkShown: {
      id: 'memorials.share.linkShown',
      defaultMessage: '{revealed, select, yes {The link:} other {The link, hidden:}}',
      description: 'Share a memorial, read by screen readers only, before the link (shown, or hidden with dots).',
    },
    showHide: {
      id: 'memorials.share.showHide',
      defaultMessage: '{revealed, select, yes {Hide the link} other {Show the link}}',
      description: 'Share a memorial, button: hide the link (revealed is yes) or show it.',
    },
    copy: { id: 'memorials.share.copy', defaultMessage: 'Copy the link', description: 'Share a memorial, button: copy the link.' },
    shareSheet: {
      id: 'memorials.share.sheet',
      defaultMessage: 'Share the link…',
      description: 'Share a memorial, on a phone, button: open the phone’s share sheet.',
    },
    showQr: {
      id: 'memorials.share.showQr',
      defaultMessage: 'Show the link as a QR code',
      description: 'Share a memorial, button: show the link as a QR code.',
    },
    fresh: { id: 'memorials.share.fresh', defaultMessage: 'Make a new link', description: 'Share a memorial, button: replace the link with a new one.' },
    renew: {
      id: 'memorials.share.renew',
      defaultMessage: '“Make a new link” replaces this one: the link you have now stops working, and you send the new one to the people who should have it.',
      description: 'Share a memorial, under the buttons. “Make a new link” is the button’s name: use the same words as that button.',
    },
    qrWarning: {
      id: 'memorials.share.qrWarning',
      defaultMessage: 'The QR code is the same key as the link: anyone who scans it can use it. Print or send it only for people you trust.',
      description: 'Share a memorial, above the link’s QR code: it works like a key for whoever scans it.',
    },
    qrTitle: {
      id: 'memorials.share.qrTitle',
      defaultMessage:
        '{role, select, viewer {The viewer link as a QR code} contributor {The contributor link as a QR code} moderator {The moderator link as a QR code} other {The owner link as a QR code}}',
      description: 'Share a memorial, the name of the link’s QR code (role: viewer, contributor, moderator; other is owner).',
    },
    qrSpoken: {
      id: 'memorials.share.qrSpoken',
      defaultMessage:
        '{named, select, yes {{role, select, viewer {A QR code of the viewer link for the memorial for {name}} contributor {A QR code of the contributor link for the memorial for {name}} moderator {A QR code of the moderator link for the memorial for {name}} other {A QR code of the owner link for the memorial for {name}}}} other {{role, select, viewer {A QR code of the viewer link} contributor {A QR code of the contributor link} moderator {A QR code of the moderator link} other {A QR code of the owner link}}}}',
      description:
        'Share a memorial, read by screen readers for the link’s QR code. {name} is the name the family typed (kept as it is); role: viewer, contributor, moderator; other is owner.',
    },
    qrCaption: {
      id: 'memorials.share.qrCaption',
      defaultMessage:
        '{named, select, yes {{role, select, viewer {A viewer link for the memorial for {name}.} contributor {A contributor link for the memorial for {name}.} moderator {A moderator link for the memorial for {name}.} other {An owner link for the memorial for {name}.}}} other {{role, select, viewer {A viewer link.} contributor {A contributor link.} moderator {A moderator link.} other {An owner link.}}}} {grants}',
      description:
        'Share a memorial, under the link’s QR code. {name} is the name the family typed (kept as it is); {grants} what the link allows in the service’s words; role: viewer, contributor, moderator; other is owner.',
    },
  }),
);

/** The cover photo (CoverPhoto, cover-pipeline.ts). */
export const COVER_WORDS_UI = messages(
  defineMessages({
    heading: { id: 'memorials.cover.heading', defaultMessage: 'Cover photo', description: 'Memorial page, heading of the cover photo.' },
    about: {
      id: 'memorials.cover.about',
      defaultMessage:
        'A photo shown at the top of the memorial page. Memorial Desk makes it the right size, turns it upright and takes out hidden details (such as where it was taken) before it is sent. JPEG, PNG, WebP or HEIC.',
      description: 'Memorial page, about the cover photo. JPEG, PNG, WebP and HEIC are kinds of photo files: keep them as they are.',
    },
    choose: {
      id: 'memorials.cover.choose',
      defaultMessage: '{again, select, yes {Choose another photo} other {Choose a photo}}',
      description: 'Memorial page, button: choose a photo file (again is yes once one was sent).',
    },
    dropLabel: {
      id: 'memorials.cover.dropLabel',
      defaultMessage: 'Drop a photo here',
      description: 'Memorial page, the accessible name of the place a photo can be dropped.',
    },
    drop: {
      id: 'memorials.cover.drop',
      defaultMessage: 'or drop one here',
      description: 'Memorial page, beside “Choose a photo”, only where a file can be dragged (a mouse or trackpad): a photo can be dropped here instead.',
    },
    idle: {
      id: 'memorials.cover.idle',
      defaultMessage: 'The memorial service does not tell Memorial Desk which photo a memorial has now; the public page shows it.',
      description: 'Memorial page, before a photo is chosen.',
    },
    preparing: {
      id: 'memorials.cover.preparing',
      defaultMessage: 'Getting {file} ready…',
      description: 'Memorial page, while the chosen photo is prepared. {file} is the file’s name (kept as it is).',
    },
    preparingPhoto: {
      id: 'memorials.cover.preparingPhoto',
      defaultMessage: 'Getting the photo ready…',
      description: 'Memorial page, while a photo with no name is prepared.',
    },
    ready: {
      id: 'memorials.cover.ready',
      defaultMessage: 'This is the photo as it will be sent: {width} × {height} pixels, {size}. Nothing has been sent yet.',
      description: 'Memorial page, the prepared photo. {size} is such as “380 KB”.',
    },
    readyFrom: {
      id: 'memorials.cover.readyFrom',
      defaultMessage: 'This is the photo as it will be sent: {width} × {height} pixels, {size} (the file chosen was {source}). Nothing has been sent yet.',
      description: 'Memorial page, the prepared photo, made smaller than the file chosen. {size} and {source} are such as “380 KB” and “4.2 MB”.',
    },
    send: { id: 'memorials.cover.send', defaultMessage: 'Send this photo', description: 'Memorial page, button: send the prepared photo.' },
    dontSend: { id: 'memorials.cover.dontSend', defaultMessage: 'Don’t send it', description: 'Memorial page, button: put the prepared photo away.' },
    sendingLabel: {
      id: 'memorials.cover.sendingLabel',
      defaultMessage: 'Sending the photo',
      description: 'Memorial page, the accessible name of the progress bar.',
    },
    percentSent: {
      id: 'memorials.cover.percentSent',
      defaultMessage: '{percent, number} percent sent',
      description: 'Memorial page, read by screen readers: how much of the photo has gone (percent, 0 to 100).',
    },
    sending: {
      id: 'memorials.cover.sending',
      defaultMessage: 'Sending the photo… {percent, number}%',
      description: 'Memorial page, while the photo is sent (percent, 0 to 100).',
    },
    sent: { id: 'memorials.cover.sent', defaultMessage: 'The cover photo is sent', description: 'Memorial page, title once the photo is sent.' },
    sentAt: {
      id: 'memorials.cover.sentAt',
      defaultMessage: 'Sent from this computer at {time}.',
      description: 'Memorial page, once the photo is sent; {time} a clock time as the region writes it.',
    },
    seeIt: {
      id: 'memorials.cover.seeIt',
      defaultMessage: 'See it on the public page',
      description: 'Memorial page, link to the public page to see the photo.',
    },
    failed: { id: 'memorials.cover.failed', defaultMessage: 'The photo was not sent', description: 'Memorial page, title when the photo could not be sent.' },
    retry: { id: 'memorials.cover.retry', defaultMessage: 'Try sending it again', description: 'Memorial page, button: send the photo again.' },
    previewAlt: {
      id: 'memorials.cover.previewAlt',
      defaultMessage: 'The cover photo, as it is sent',
      description: 'Memorial page, the text alternative of the prepared photo’s preview.',
    },
    kilobytes: { id: 'memorials.cover.kilobytes', defaultMessage: '{size, number} KB', description: 'Memorial page, a file’s size in kilobytes.' },
    megabytes: {
      id: 'memorials.cover.megabytes',
      defaultMessage: '{size, number, ::.0} MB',
      description: 'Memorial page, a file’s size in megabytes, with one decimal.',
    },
    notAPhoto: {
      id: 'memorials.cover.notAPhoto',
      defaultMessage: 'This file is not a photo Memorial Desk can use. Please choose a JPEG, PNG, WebP or HEIC photo.',
      description: 'Memorial page, when the file chosen is not a photo.',
    },
    gif: {
      id: 'memorials.cover.gif',
      defaultMessage: 'Moving pictures (GIF) cannot be a cover photo. Please choose a JPEG, PNG, WebP or HEIC photo.',
      description: 'Memorial page, when the file chosen is a GIF.',
    },
    tooBigFile: {
      id: 'memorials.cover.tooBigFile',
      defaultMessage: 'This file is too large to open (more than 80 MB). Please choose a smaller photo.',
      description: 'Memorial page, when the file chosen is too large.',
    },
    tooManyPixels: {
      id: 'memorials.cover.tooManyPixels',
      defaultMessage: 'This photo is too large to open here. Please choose a smaller copy of it.',
      description: 'Memorial page, when the photo chosen has too many pixels.',
    },
    cannotOpenHeic: {
      id: 'memorials.cover.cannotOpenHeic',
      defaultMessage: 'This computer cannot open HEIC photos. Please save the photo as a JPEG (for example with “Export” or “Save as”) and choose that copy.',
      description: 'Memorial page, when a HEIC photo cannot be opened. “Export” and “Save as” are menu names of photo apps.',
    },
    cannotOpen: {
      id: 'memorials.cover.cannotOpen',
      defaultMessage: 'Memorial Desk could not open this photo; the file may be damaged. Please choose another copy.',
      description: 'Memorial page, when a photo cannot be opened.',
    },
    cannotFit: {
      id: 'memorials.cover.cannotFit',
      defaultMessage: 'Even made small, this photo is larger than the memorial service takes. Please choose another photo.',
      description: 'Memorial page, when even the smallest photo is too large for the service.',
    },
  }),
);

/** Deleting and recovering (DeleteMemorial, Recovery). */
export const DELETE_WORDS = messages(
  defineMessages({
    deletedAlready: {
      id: 'memorials.delete.already',
      defaultMessage: 'This memorial is deleted. Its state above says until when it can be recovered, and how.',
      description: 'Memorial page, under “Deleted”, when the memorial is deleted.',
    },
    button: { id: 'memorials.delete.button', defaultMessage: 'Delete this memorial', description: 'Memorial page, button: delete the memorial.' },
    title: {
      id: 'memorials.delete.title',
      defaultMessage: '{named, select, yes {Delete the memorial for {name}?} other {Delete this memorial?}}',
      description: 'Memorial page, the question before deleting. {name} is the name the family typed (kept as it is).',
    },
    yes: { id: 'memorials.delete.yes', defaultMessage: 'Yes, delete it', description: 'Memorial page, button: delete the memorial.' },
    keep: { id: 'memorials.delete.keep', defaultMessage: 'Keep it', description: 'Memorial page, button: do not delete the memorial.' },
    goes: {
      id: 'memorials.delete.goes',
      defaultMessage: 'It will no longer be shown to anyone, and its tributes, fund and posts go with it.',
      description: 'Memorial page, before deleting.',
    },
    notDestroyed: {
      id: 'memorials.delete.notDestroyed',
      defaultMessage:
        'It is not destroyed at once: the memorial service keeps it for a while, and it can be recovered from your dashboard on the service’s website. The service says until when as soon as it is deleted.',
      description: 'Memorial page, before deleting.',
    },
    done: { id: 'memorials.delete.done', defaultMessage: 'The memorial is deleted', description: 'Memorial page, title once the memorial is deleted.' },
    quota: {
      id: 'memorials.delete.quota',
      defaultMessage:
        '{remaining, plural, =0 {You now look after {used, number} of the {cap, number} memorials one person may look after at once.} one {You now look after {used, number} of the {cap, number} memorials one person may look after at once, so you can create one more.} other {You now look after {used, number} of the {cap, number} memorials one person may look after at once, so you can create # more.}}',
      description:
        'Memorial page, once deleted: how many memorials the family looks after now ({used}), of how many one person may ({cap}); remaining is how many more can be created.',
    },
    until: {
      id: 'memorials.recovery.until',
      defaultMessage: 'It is not gone: it can be recovered until <b>{date}</b>.',
      description: 'Memorials, a deleted memorial: until when it can be recovered ({date}, as the region writes it).',
    },
    forAWhile: {
      id: 'memorials.recovery.forAWhile',
      defaultMessage: 'It is not gone: the memorial service keeps it for a while so it can be recovered.',
      description: 'Memorials, a deleted memorial, when the service gave no date.',
    },
    how: {
      id: 'memorials.recovery.how',
      defaultMessage:
        '{atAddress, select, yes {To bring it back, sign in on the memorial service’s website ({address}) and open your dashboard, where deleted memorials are listed. Memorial Desk cannot recover it for you: the memorial service offers that on its website only.} other {To bring it back, sign in on the memorial service’s website and open your dashboard, where deleted memorials are listed. Memorial Desk cannot recover it for you: the memorial service offers that on its website only.}}',
      description:
        'Memorials, how a deleted memorial is brought back: only on the service’s website. {address} is the website’s address (kept as it is); atAddress is yes when it is known.',
    },
  }),
);
