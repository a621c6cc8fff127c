/**
 * The contract's field labels, as its validation messages name them ("The title can be at most 255
 * characters."): catalog messages, so each home shows the whole sentence in the person's language.
 */
import { defineMessages } from '@formatjs/intl';
import { coreMessages } from '../i18n/words';

export const FIELD = coreMessages(
  defineMessages({
    approveTributesByHand: {
      id: 'api.field.approveTributesByHand',
      defaultMessage: 'Approve tributes by hand',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the memorial’s setting that each tribute waits for approval.',
    },
    createdAfter: {
      id: 'api.field.createdAfter',
      defaultMessage: 'Created after',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): a search filter: memorials created after a date.',
    },
    createdBefore: {
      id: 'api.field.createdBefore',
      defaultMessage: 'Created before',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): a search filter: memorials created before a date.',
    },
    fresh: {
      id: 'api.field.fresh',
      defaultMessage: 'Fresh',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): whether a new share link is made.',
    },
    hideFromSearchEngines: {
      id: 'api.field.hideFromSearchEngines',
      defaultMessage: 'Hide from search engines',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the memorial’s setting that keeps it out of web search engines.',
    },
    howToReply: {
      id: 'api.field.howToReply',
      defaultMessage: 'How to reply',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): an event’s instructions for replying (RSVP).',
    },
    published: {
      id: 'api.field.published',
      defaultMessage: 'Published',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): whether the memorial is public.',
    },
    repliesThroughTheMemorial: {
      id: 'api.field.repliesThroughTheMemorial',
      defaultMessage: 'Replies through the memorial',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): whether replies to an event go through the memorial.',
    },
    action: {
      id: 'api.field.action',
      defaultMessage: 'The action',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): what the funeral home asks the family to do.',
    },
    appName: {
      id: 'api.field.appName',
      defaultMessage: 'The app name',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the name the app gives itself when signing in.',
    },
    contentScope: {
      id: 'api.field.contentScope',
      defaultMessage: 'The content scope',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): which parts of the memorial a request is about.',
    },
    dateOfBirth: {
      id: 'api.field.dateOfBirth',
      defaultMessage: 'The date of birth',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the date the person was born.',
    },
    dateOfDeath: {
      id: 'api.field.dateOfDeath',
      defaultMessage: 'The date of death',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the date the person died.',
    },
    design: {
      id: 'api.field.design',
      defaultMessage: 'The design',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the memorial’s page design (template).',
    },
    draft: {
      id: 'api.field.draft',
      defaultMessage: 'The draft',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): a memorial draft.',
    },
    end: {
      id: 'api.field.end',
      defaultMessage: 'The end',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): when an event ends.',
    },
    event: {
      id: 'api.field.event',
      defaultMessage: 'The event',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): an event of the memorial (a funeral, a gathering).',
    },
    export: {
      id: 'api.field.export',
      defaultMessage: 'The export',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): an export (a downloadable copy).',
    },
    firstLink: {
      id: 'api.field.firstLink',
      defaultMessage: 'The first link',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the web address of the fund’s first link.',
    },
    firstLinkTitle: {
      id: 'api.field.firstLinkTitle',
      defaultMessage: 'The first link title',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the title of the fund’s first link.',
    },
    fundMessage: {
      id: 'api.field.fundMessage',
      defaultMessage: 'The fund message',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the memorial fund’s message.',
    },
    invitation: {
      id: 'api.field.invitation',
      defaultMessage: 'The invitation',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): an invitation sent to a family.',
    },
    kind: {
      id: 'api.field.kind',
      defaultMessage: 'The kind',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the kind of a post (event or news).',
    },
    kindOfExport: {
      id: 'api.field.kindOfExport',
      defaultMessage: 'The kind of export',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the kind of export (the book or the archive).',
    },
    memorial: {
      id: 'api.field.memorial',
      defaultMessage: 'The memorial',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): a memorial.',
    },
    name: {
      id: 'api.field.name',
      defaultMessage: 'The name',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the name of the person who died.',
    },
    obituary: {
      id: 'api.field.obituary',
      defaultMessage: 'The obituary',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the memorial’s obituary text.',
    },
    page: {
      id: 'api.field.page',
      defaultMessage: 'The page',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): a page number in a list.',
    },
    pageSize: {
      id: 'api.field.pageSize',
      defaultMessage: 'The page size',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): how many items a list page holds.',
    },
    place: {
      id: 'api.field.place',
      defaultMessage: 'The place',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): where an event is held.',
    },
    privacy: {
      id: 'api.field.privacy',
      defaultMessage: 'The privacy',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): who can see the memorial.',
    },
    reason: {
      id: 'api.field.reason',
      defaultMessage: 'The reason',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): why a tribute was declined.',
    },
    restingPlaceLink: {
      id: 'api.field.restingPlaceLink',
      defaultMessage: 'The resting place link',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the web address of the resting place.',
    },
    restingPlaceNotes: {
      id: 'api.field.restingPlaceNotes',
      defaultMessage: 'The resting place notes',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): notes about the resting place.',
    },
    role: {
      id: 'api.field.role',
      defaultMessage: 'The role',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the role given to someone the memorial is shared with.',
    },
    search: {
      id: 'api.field.search',
      defaultMessage: 'The search',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the words searched for.',
    },
    secondLink: {
      id: 'api.field.secondLink',
      defaultMessage: 'The second link',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the web address of the fund’s second link.',
    },
    secondLinkTitle: {
      id: 'api.field.secondLinkTitle',
      defaultMessage: 'The second link title',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the title of the fund’s second link.',
    },
    start: {
      id: 'api.field.start',
      defaultMessage: 'The start',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): when an event starts.',
    },
    status: {
      id: 'api.field.status',
      defaultMessage: 'The status',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): a tribute’s status (waiting, approved…).',
    },
    subtitle: {
      id: 'api.field.subtitle',
      defaultMessage: 'The subtitle',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the memorial’s subtitle.',
    },
    text: {
      id: 'api.field.text',
      defaultMessage: 'The text',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): the text of a post.',
    },
    title: {
      id: 'api.field.title',
      defaultMessage: 'The title',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): a title (of a memorial or a post).',
    },
    tribute: {
      id: 'api.field.tribute',
      defaultMessage: 'The tribute',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): a tribute (a message a visitor left).',
    },
    tributesAllowed: {
      id: 'api.field.tributesAllowed',
      defaultMessage: 'Tributes allowed',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): whether visitors may leave tributes.',
    },
    whoLooksAfterIt: {
      id: 'api.field.whoLooksAfterIt',
      defaultMessage: 'Who looks after it',
      description:
        'A form field’s name, at the start of a sentence that says what is wrong with it (such as “The title can be at most 255 characters.”): who looks after the memorial (the family or the funeral home).',
    },
  }),
);

/** The contract's checks, each naming its field by its label. */
export const FIELD_WORDS = coreMessages(
  defineMessages({
    required: {
      id: 'api.check.required',
      defaultMessage: '{label} is required.',
      description: 'A form’s check: the field must be filled in. {label} is the field’s name (“The title”).',
    },
    notText: {
      id: 'api.check.notText',
      defaultMessage: '{label} must be text.',
      description: 'A form’s check: the field must hold text. {label} is the field’s name (“The title”).',
    },
    notDateWritten: {
      id: 'api.check.notDateWritten',
      defaultMessage: '{label} must be a date written as YYYY-MM-DD.',
      description: 'A form’s check: a date must be written year-month-day. {label} is the field’s name (“The date of birth”). Keep YYYY-MM-DD as it is.',
    },
    tooLong: {
      id: 'api.check.tooLong',
      defaultMessage: '{label} can be at most {max, plural, one {# character} other {# characters}}.',
      description: 'A form’s check: the text is too long. {label} is the field’s name (“The title”); max is the most characters it may have.',
    },
    empty: {
      id: 'api.check.empty',
      defaultMessage: "{label} can't be empty.",
      description: 'A form’s check: the field must not be left empty. {label} is the field’s name (“The name”).',
    },
    notRealDate: {
      id: 'api.check.notRealDate',
      defaultMessage: '{label} is not a real date.',
      description: 'A form’s check: the date does not exist (such as 31 February). {label} is the field’s name (“The date of death”).',
    },
    deathBeforeBirth: {
      id: 'api.check.deathBeforeBirth',
      defaultMessage: 'The date of death is before the date of birth. Please check both dates.',
      description: 'A form’s check: the date of death comes before the date of birth.',
    },
    endBeforeStart: {
      id: 'api.check.endBeforeStart',
      defaultMessage: 'The end of the event is before its start. Please check both times.',
      description: 'A form’s check: an event ends before it starts.',
    },
    notDateTime: {
      id: 'api.check.notDateTime',
      defaultMessage: '{label} must be a date and time such as 2026-05-01T14:00:00Z.',
      description:
        'A form’s check: the field must be a date and time with its time zone. {label} is the field’s name (“The start”). Keep 2026-05-01T14:00:00Z as it is.',
    },
    notTrueOrFalse: {
      id: 'api.check.notTrueOrFalse',
      defaultMessage: '{label} must be true or false.',
      description: 'A form’s check: the field must be yes or no (true or false). {label} is the field’s name (“Published”).',
    },
    notOneOf: {
      id: 'api.check.notOneOf',
      defaultMessage: '{label} must be {list}.',
      description:
        'A form’s check: the field must be one of a few values. {label} is the field’s name (“The privacy”); {list} lists the values the app sends, kept as they are (“public, restricted, private or closed”).',
    },
    orList: {
      id: 'api.check.orList',
      defaultMessage: '{some} or {last}',
      description:
        'Inside api.check.notOneOf: the values a field may take, the last joined by “or” (“public, restricted, private or closed”). {some} is the values before the last, already separated by commas; {last} is the last. The values are kept as they are.',
    },
    notWebAddress: {
      id: 'api.check.notWebAddress',
      defaultMessage: '{label} must be a web address starting with http:// or https://.',
      description: 'A form’s check: the field must be a web address. {label} is the field’s name (“The first link”). Keep http:// and https:// as they are.',
    },
    notEmail: {
      id: 'api.check.notEmail',
      defaultMessage: '{label} must be an email address, like name@example.com.',
      description: 'A form’s check: the field must be an email address. {label} is the field’s name. Keep name@example.com as it is.',
    },
    notWholeNumber: {
      id: 'api.check.notWholeNumber',
      defaultMessage: '{label} must be a whole number.',
      description: 'A form’s check: the field must be a whole number (no fractions). {label} is the field’s name (“The page”).',
    },
    tooSmall: {
      id: 'api.check.tooSmall',
      defaultMessage: '{label} must be at least {min}.',
      description: 'A form’s check: the number is too small. {label} is the field’s name (“The page”); {min} is the smallest allowed.',
    },
    tooLarge: {
      id: 'api.check.tooLarge',
      defaultMessage: '{label} can be at most {max}.',
      description: 'A form’s check: the number is too large. {label} is the field’s name (“The page size”); {max} is the largest allowed.',
    },
  }),
);
