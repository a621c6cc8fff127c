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
