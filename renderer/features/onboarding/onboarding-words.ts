/** The onboarding link's words: catalog messages (shared/i18n), with a note for translators on each. */
import { defineMessages } from 'react-intl';
import { messages } from '../../ui/messages';

/** Why a value was left out of the link, said as a sentence. */
export const LEFT_OUT_WORDS = messages(
  defineMessages({
    future: {
      id: 'onboarding.leftOut.future',
      defaultMessage: '{param, select, born {The date of birth} other {The date of death}} is in the future, so the service would ignore it.',
      description: 'Onboarding link: a date was left out of the link because it is in the future.',
    },
    notDate: {
      id: 'onboarding.leftOut.notDate',
      defaultMessage: '{param, select, born {The date of birth} other {The date of death}} is not a date the service can read.',
      description: 'Onboarding link: a date was left out of the link because the service could not read it.',
    },
    tooLong: {
      id: 'onboarding.leftOut.tooLong',
      defaultMessage:
        '{param, select, name {The name} species {The kind of animal} title {The title} subtitle {The subtitle} story {The story} notes {The notes} feel {The tone} other {The tradition}} is longer than {limit, number} characters, the most the link may carry (it is left out whole, never cut short).',
      description: 'Onboarding link: a text was left out of the link because it is too long. {limit} is the most characters the link may carry for it.',
    },
    ref: {
      id: 'onboarding.leftOut.ref',
      defaultMessage: 'The reference may use only small letters a to z, digits and hyphens, up to 32 of them.',
      description: 'Onboarding link: the reference was left out because it has other characters.',
    },
    name: {
      id: 'onboarding.leftOut.name',
      defaultMessage: 'The name is missing or too long, so the form would open empty.',
      description: 'Onboarding link: the name of the person or pet could not go into the link.',
    },
    url: {
      id: 'onboarding.leftOut.url',
      defaultMessage:
        '{param, select, type {Person or pet} mode {How it is written} born {The date of birth} died {The date of death} species {The kind of animal} title {The title} subtitle {The subtitle} story {The story} notes {The notes} feel {The tone} tradition {The tradition} other {The reference}} was left out to keep the whole link under about {limit, number} characters.',
      description: 'Onboarding link: a value was left out so the link stays short enough. {limit} is the link’s most characters.',
    },
  }),
);

export const ONBOARDING_WORDS = messages(
  defineMessages({
    title: {
      id: 'onboarding.title',
      defaultMessage: 'A link to start a memorial',
      description: 'Onboarding link screen: its title. It makes a link that opens the memorial service’s “create a memorial” form already filled in.',
    },
    lead: {
      id: 'onboarding.lead',
      defaultMessage:
        'For someone who would rather not sign in here: a link that opens the memorial service’s “create a memorial” form with what you know already filled in. They finish it themselves.',
      description: 'Onboarding link screen: the first sentence, what the link is for.',
    },
    createsNothing: {
      id: 'onboarding.createsNothing.title',
      defaultMessage: 'The link creates nothing',
      description: 'Onboarding link screen: title of the note that the link makes no memorial by itself.',
    },
    createsNothingAbout: {
      id: 'onboarding.createsNothing.about',
      defaultMessage:
        'No memorial exists until the person completes the form on the memorial service’s website and confirms their email address. Until then there is no memorial and no web address, and none is promised.',
      description: 'Onboarding link screen: why the link makes no memorial by itself.',
    },
    form: { id: 'onboarding.form', defaultMessage: 'What the link fills in', description: 'Onboarding link screen: the accessible name of the form.' },
    name: { id: 'onboarding.name', defaultMessage: 'Their name', description: 'Onboarding link screen: label of the name of the person or pet who died.' },
    type: { id: 'onboarding.type', defaultMessage: 'A memorial for', description: 'Onboarding link screen: label of the choice between a person and a pet.' },
    typeChoice: {
      id: 'onboarding.type.choice',
      defaultMessage: '{type, select, person {A person} other {A pet}}',
      description: 'Onboarding link screen: the choices after “A memorial for”: a person or a pet.',
    },
    species: {
      id: 'onboarding.species',
      defaultMessage: 'What kind of animal (optional)',
      description: 'Onboarding link screen: label of the kind of animal, for a pet.',
    },
    born: { id: 'onboarding.born', defaultMessage: 'Date of birth (optional)', description: 'Onboarding link screen: label of the date of birth.' },
    died: { id: 'onboarding.died', defaultMessage: 'Date of death (optional)', description: 'Onboarding link screen: label of the date of death.' },
    mode: {
      id: 'onboarding.mode',
      defaultMessage: 'How the words are written',
      description: 'Onboarding link screen: label of the choice of how the memorial’s words are written.',
    },
    modeChoice: {
      id: 'onboarding.mode.choice',
      defaultMessage: '{mode, select, self {In their own words} other {With writing help}}',
      description: 'Onboarding link screen: the two ways the words are written: by the person (self), or drafted by the service’s writing help from notes.',
    },
    modeAbout: {
      id: 'onboarding.mode.about',
      defaultMessage:
        '{mode, select, self {A title, a subtitle and the story (the obituary), as you write them here.} other {Notes of facts (not finished sentences); the service’s writing help drafts the words from them.}}',
      description: 'Onboarding link screen: what each way of writing means.',
    },
    fieldTitle: { id: 'onboarding.field.title', defaultMessage: 'Title (optional)', description: 'Onboarding link screen: label of the memorial’s title.' },
    subtitle: {
      id: 'onboarding.field.subtitle',
      defaultMessage: 'Subtitle (optional)',
      description: 'Onboarding link screen: label of the memorial’s subtitle.',
    },
    story: {
      id: 'onboarding.field.story',
      defaultMessage: 'Their story (optional)',
      description: 'Onboarding link screen: label of the story (the obituary).',
    },
    storyHint: {
      id: 'onboarding.field.story.hint',
      defaultMessage:
        'A link can carry up to {limit, number} characters of it. A longer story is left out of the link whole, never cut short; it can be written on the form itself.',
      description: 'Onboarding link screen: under the story box. {limit} is the most characters of the story a link can carry.',
    },
    notes: {
      id: 'onboarding.field.notes',
      defaultMessage: 'Notes for the writing help (optional)',
      description: 'Onboarding link screen: label of the notes the service’s writing help drafts the words from.',
    },
    notesHint: {
      id: 'onboarding.field.notes.hint',
      defaultMessage: 'Facts, not prose: where they lived, their work, who they loved, what they enjoyed.',
      description: 'Onboarding link screen: under the notes box.',
    },
    feel: {
      id: 'onboarding.field.feel',
      defaultMessage: 'The tone, in a few words (optional)',
      description: 'Onboarding link screen: label of the tone the words should have.',
    },
    feelHint: {
      id: 'onboarding.field.feel.hint',
      defaultMessage: 'Such as “gentle” or “joyful”.',
      description: 'Onboarding link screen: under the tone box, two examples.',
    },
    tradition: {
      id: 'onboarding.field.tradition',
      defaultMessage: 'A tradition to honour (optional)',
      description: 'Onboarding link screen: label of a religious or cultural tradition to honour.',
    },
    traditionHint: {
      id: 'onboarding.field.tradition.hint',
      defaultMessage: 'In the family’s own words, if they wish it.',
      description: 'Onboarding link screen: under the tradition box.',
    },
    ref: {
      id: 'onboarding.field.ref',
      defaultMessage: 'Reference',
      description: 'Onboarding link screen: label of the reference telling the service where the link came from.',
    },
    refHint: {
      id: 'onboarding.field.ref.hint',
      defaultMessage: 'Tells the memorial service the link came from Memorial Desk: small letters, digits and hyphens, up to 32.',
      description: 'Onboarding link screen: under the reference box. Memorial Desk is the app’s name: keep it as it is.',
    },
    make: { id: 'onboarding.make', defaultMessage: 'Make the link', description: 'Onboarding link screen, button: make the link.' },
    result: { id: 'onboarding.result', defaultMessage: 'The link', description: 'Onboarding link screen: heading of the link made.' },
    leftOut: {
      id: 'onboarding.leftOut.title',
      defaultMessage: '{count, plural, one {One thing was left out of the link} other {# things were left out of the link}}',
      description: 'Onboarding link screen: title of the list of values that could not go into the link.',
    },
    addLater: {
      id: 'onboarding.leftOut.addLater',
      defaultMessage: 'The person can add what was left out on the form itself.',
      description: 'Onboarding link screen: under the list of values left out of the link.',
    },
    everything: {
      id: 'onboarding.everything',
      defaultMessage: 'Everything you gave is in the link.',
      description: 'Onboarding link screen: nothing was left out.',
    },
    length: {
      id: 'onboarding.length',
      defaultMessage: '{count, plural, one {# character long.} other {# characters long.}}',
      description: 'Onboarding link screen: how long the link is, in characters.',
    },
    open: { id: 'onboarding.open', defaultMessage: 'Open the link', description: 'Onboarding link screen, button: open the link in the web browser.' },
    copy: { id: 'onboarding.copy', defaultMessage: 'Copy the link', description: 'Onboarding link screen, button: copy the link.' },
    opened: {
      id: 'onboarding.opened',
      defaultMessage: 'The link is open in your web browser.',
      description: 'Onboarding link screen: said once the link is opened.',
    },
    copied: { id: 'onboarding.copied', defaultMessage: 'The link is copied.', description: 'Onboarding link screen: said once the link is copied.' },
    copyFailed: {
      id: 'onboarding.copyFailed',
      defaultMessage: 'The link could not be copied here. Please select it and copy it instead.',
      description: 'Onboarding link screen: the link could not be copied.',
    },
    nothingMade: {
      id: 'onboarding.nothingMade',
      defaultMessage:
        'Opening or sending this link creates nothing: the memorial exists only once the person completes the form and confirms their email address.',
      description: 'Onboarding link screen: under the link, a reminder that it makes no memorial by itself.',
    },
    nameNeeded: {
      id: 'onboarding.name.needed',
      defaultMessage: 'Please give the name of the person or pet.',
      description: 'Onboarding link screen: the problem shown when the name box is empty.',
    },
  }),
);
