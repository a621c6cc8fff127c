/** The memorial fund's words (catalog messages, shared/i18n), its form's rules, and how a fund becomes the form and back. */
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { z } from 'zod';
import type { Fund } from '../../../shared/api/premium';
import { httpUrl, text } from '../../../shared/api/fields';
import { LIMITS } from '../../../shared/limits';
import type { SaveFundBody } from '../../../shared/api/premium';
import { messages } from '../../ui/messages';

/** A name a person typed, isolated in plain text (FSI … PDI): one helper for the whole app. */
export { isolate } from '../../../shared/i18n/isolate';

/** Where the fund stands, in words (never "showing" before the service says it is). */
export interface FundStatus {
  tone: 'live' | 'checking' | 'refused' | 'hidden';
  words: MessageDescriptor;
  detail: string | null;
}

export function fundStatus(fund: Extract<Fund, { exists: true }>): FundStatus {
  if (fund.is_showing) return { tone: 'live', words: STATUS_WORDS.live, detail: null };
  switch (fund.moderation.status) {
    case 'pending':
      return { tone: 'checking', words: STATUS_WORDS.checking, detail: null };
    case 'failed':
      return { tone: 'refused', words: STATUS_WORDS.refused, detail: fund.moderation.reason };
    case 'passed':
      return { tone: 'hidden', words: STATUS_WORDS.hidden, detail: null };
  }
}

const optionalUrl = (intl: IntlShape, label: string) =>
  z
    .string()
    .max(2000, { message: intl.formatMessage(FORM_WORDS.urlTooLong) })
    .refine((value) => value.trim() === '' || httpUrl(label).safeParse(value.trim()).success, {
      message: intl.formatMessage(FORM_WORDS.urlNotWeb),
    });

/**
 * The form as the person fills it: plain text everywhere, checked with the contract's limits and
 * words, in the person's language (the fields' names go into the contract's sentences).
 */
export function fundFormSchema(intl: IntlShape) {
  const heading = intl.formatMessage(FORM_WORDS.fieldHeading);
  const address = intl.formatMessage(FORM_WORDS.fieldAddress);
  return z.object({
    message: text(intl.formatMessage(FORM_WORDS.fieldMessage), LIMITS.fundMessage, { min: 1 }),
    link_one_title: text(heading, LIMITS.fundLinkTitle),
    link_one_url: optionalUrl(intl, address),
    link_two_title: text(heading, LIMITS.fundLinkTitle),
    link_two_url: optionalUrl(intl, address),
  });
}
export type FundForm = z.infer<ReturnType<typeof fundFormSchema>>;

export const EMPTY_FUND: FundForm = { message: '', link_one_title: '', link_one_url: '', link_two_title: '', link_two_url: '' };

/** What goes to the service: empty text as null (the service drops a heading with no address, rule 4). */
export function fundBody(form: FundForm): SaveFundBody {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    message: form.message,
    link_one_title: orNull(form.link_one_title),
    link_one_url: orNull(form.link_one_url),
    link_two_title: orNull(form.link_two_title),
    link_two_url: orNull(form.link_two_url),
  };
}

/** The headings that have no web address behind them: the service leaves them out (spec 4.5 rule 4). */
export function unlinkedHeadings(form: Pick<FundForm, 'link_one_title' | 'link_one_url' | 'link_two_title' | 'link_two_url'>): string[] {
  const pairs: [string, string][] = [
    [form.link_one_title, form.link_one_url],
    [form.link_two_title, form.link_two_url],
  ];
  return pairs.filter(([title, url]) => title.trim() !== '' && url.trim() === '').map(([title]) => title.trim());
}

/** The form filled from the fund as it is (or from words that were waiting or refused). */
export function formFromFund(fund: Fund | undefined): FundForm {
  if (!fund?.exists) return EMPTY_FUND;
  const [one, two] = fund.links;
  return {
    message: fund.message,
    link_one_title: one?.title ?? '',
    link_one_url: one?.url ?? '',
    link_two_title: two?.title ?? '',
    link_two_url: two?.url ?? '',
  };
}

export function formFromBody(body: Record<string, unknown> | null): FundForm {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    message: text(body?.message),
    link_one_title: text(body?.link_one_title),
    link_one_url: text(body?.link_one_url),
    link_two_title: text(body?.link_two_title),
    link_two_url: text(body?.link_two_url),
  };
}

/** Where the fund stands. */
export const STATUS_WORDS = messages(
  defineMessages({
    live: { id: 'fund.status.live', defaultMessage: 'Showing on the memorial', description: 'Memorial fund, its state: visitors of the memorial see it.' },
    checking: {
      id: 'fund.status.checking',
      defaultMessage: 'Saved, not showing until the check passes',
      description: 'Memorial fund, its state: saved by the service, waiting for its safety check of the wording.',
    },
    refused: {
      id: 'fund.status.refused',
      defaultMessage: 'Not showing: the safety check refused it',
      description: 'Memorial fund, its state: the service’s safety check refused the wording; its reason may follow.',
    },
    hidden: { id: 'fund.status.hidden', defaultMessage: 'Not showing', description: 'Memorial fund, its state: it passed the check but does not show.' },
  }),
);

/** The fund's form. */
export const FORM_WORDS = messages(
  defineMessages({
    form: { id: 'fund.form.name', defaultMessage: 'The memorial fund', description: 'Memorial fund, the name of the form, for screen readers.' },
    message: { id: 'fund.form.message', defaultMessage: 'Message', description: 'Memorial fund, label of the field for the fund’s message.' },
    messageHint: {
      id: 'fund.form.messageHint',
      defaultMessage: 'A few words about the fund: what it is for, and what the family would like.',
      description: 'Memorial fund, under the message field.',
    },
    linkOne: {
      id: 'fund.form.linkOne',
      defaultMessage: 'First link (you may leave it empty)',
      description: 'Memorial fund, heading of the first link (a heading and a web address).',
    },
    linkTwo: {
      id: 'fund.form.linkTwo',
      defaultMessage: 'Second link (you may leave it empty)',
      description: 'Memorial fund, heading of the second link (a heading and a web address).',
    },
    sendNote: {
      id: 'fund.form.sendNote',
      defaultMessage: 'The memorial service checks the wording first: the fund shows on the memorial only once the check has passed.',
      description: 'Memorial fund, beside the save button.',
    },
    save: { id: 'fund.form.save', defaultMessage: 'Save the fund', description: 'Memorial fund, button: save the fund.' },
    cancel: { id: 'fund.form.cancel', defaultMessage: 'Cancel', description: 'Memorial fund, button: stop changing the fund.' },
    confirmTitle: {
      id: 'fund.form.confirmTitle',
      defaultMessage: '{count, plural, one {A heading has no web address} other {Two headings have no web address}}',
      description: 'Memorial fund, title of the question before saving when one or two link headings have no web address (count is 1 or 2).',
    },
    confirmText: {
      id: 'fund.form.confirmText',
      defaultMessage:
        '{count, plural, one {{headings} has no web address behind it.} other {{headings} have no web address behind them.}} The memorial service leaves out a heading without an address, so it would not appear on the memorial.',
      description:
        'Memorial fund, the question before saving. {headings} is one heading, or two joined by “and”, each in quotation marks, as the person typed them; count is how many (1 or 2).',
    },
    quoted: {
      id: 'fund.form.quoted',
      defaultMessage: '“{heading}”',
      description: 'Memorial fund, a heading the person typed, in this language’s quotation marks.',
    },
    confirm: {
      id: 'fund.form.confirm',
      defaultMessage: 'Save without it',
      description: 'Memorial fund, button in the question: save without the web address.',
    },
    goBack: {
      id: 'fund.form.goBack',
      defaultMessage: 'Go back and add the address',
      description: 'Memorial fund, button in the question: go back to the form to add the web address.',
    },
    heading: { id: 'fund.form.heading', defaultMessage: 'Heading', description: 'Memorial fund, label of a link’s heading (the words people click).' },
    headingHint: {
      id: 'fund.form.headingHint',
      defaultMessage: 'The words people click, for example “Donate to the hospice”.',
      description: 'Memorial fund, under a link’s heading field: an example of a heading.',
    },
    address: { id: 'fund.form.address', defaultMessage: 'Web address', description: 'Memorial fund, label of a link’s web address.' },
    addressHint: {
      id: 'fund.form.addressHint',
      defaultMessage: 'Where it leads, starting with https://',
      description: 'Memorial fund, under a link’s web address field. Keep “https://” as it is.',
    },
    unlinked: {
      id: 'fund.form.unlinked',
      defaultMessage: 'This heading has no web address, so the memorial service will leave it out. Add the address, or clear the heading.',
      description: 'Memorial fund, shown as the person types a heading without a web address.',
    },
    fieldMessage: {
      id: 'fund.form.fieldMessage',
      defaultMessage: 'The message',
      description: 'Memorial fund, the message field as named inside a problem sentence, such as “The message can’t be empty.”',
    },
    fieldHeading: {
      id: 'fund.form.fieldHeading',
      defaultMessage: 'The heading',
      description: 'Memorial fund, a link’s heading as named inside a problem sentence, such as “The heading can be at most 80 characters.”',
    },
    fieldAddress: {
      id: 'fund.form.fieldAddress',
      defaultMessage: 'The web address',
      description: 'Memorial fund, a link’s web address as named inside a problem sentence.',
    },
    urlTooLong: {
      id: 'fund.form.urlTooLong',
      defaultMessage: 'The web address is too long.',
      description: 'Memorial fund, the problem when a web address is too long.',
    },
    urlNotWeb: {
      id: 'fund.form.urlNotWeb',
      defaultMessage: 'The web address must be a web address starting with http:// or https://.',
      description: 'Memorial fund, the problem when a link’s address is not a web address. Keep “http://” and “https://” as they are.',
    },
  }),
);

/** The fund's screen. */
export const FUND_WORDS = messages(
  defineMessages({
    title: {
      id: 'fund.screen.title',
      defaultMessage: 'Memorial fund',
      description: 'Memorial fund, the screen’s title (Premium: a message and links for donations).',
    },
    loading: { id: 'fund.screen.loading', defaultMessage: 'Loading the memorial fund…', description: 'Memorial fund, said while it loads.' },
    what: {
      id: 'fund.screen.what',
      defaultMessage: 'the memorial fund',
      description: 'Memorial fund, put into the app’s sentences about reading it, such as “Memorial Desk could not load …” or “Checked … just now.”',
    },
    lead: {
      id: 'fund.screen.lead',
      defaultMessage: 'A memorial fund shows a message and up to two links on the memorial, for donations or a cause the family chose. It is part of Premium.',
      description: 'Memorial fund, the first sentence: what a fund is.',
    },
    premiumWhat: {
      id: 'fund.screen.premiumWhat',
      defaultMessage: 'A memorial fund',
      description: 'Memorial fund, the subject put into the sentence “… is part of Premium, and this memorial does not have Premium.”',
    },
    understood: { id: 'fund.screen.understood', defaultMessage: 'I understand', description: 'Memorial fund, button: put away a notice once read.' },
    premiumKept: {
      id: 'fund.screen.premiumKept',
      defaultMessage: 'The memorial service did not save the fund. Your words are kept in the form below, so nothing you wrote is lost.',
      description: 'Memorial fund, when the memorial has no Premium and the fund was not saved.',
    },
    waiting: {
      id: 'fund.screen.waiting',
      defaultMessage: 'Waiting to be sent',
      description: 'Memorial fund, title: a change is saved here, not yet sent to the service.',
    },
    waitingSave: {
      id: 'fund.screen.waitingSave',
      defaultMessage: 'Your fund is saved on this computer and goes to the memorial service as soon as it can. It is not showing yet.',
      description: 'Memorial fund, while the saved fund waits to be sent.',
    },
    waitingRemove: {
      id: 'fund.screen.waitingRemove',
      defaultMessage: 'Removing the fund is saved on this computer and goes to the memorial service as soon as it can.',
      description: 'Memorial fund, while removing the fund waits to be sent.',
    },
    change: { id: 'fund.screen.change', defaultMessage: 'Change the fund', description: 'Memorial fund, button: change the fund’s words or links.' },
    remove: { id: 'fund.screen.remove', defaultMessage: 'Remove the fund', description: 'Memorial fund, button: remove the fund from the memorial.' },
    formHeading: {
      id: 'fund.screen.formHeading',
      defaultMessage: '{exists, select, true {Change the fund} other {Write the fund}}',
      description: 'Memorial fund, heading of the form: exists is true when the memorial already has a fund.',
    },
    removeTitle: {
      id: 'fund.remove.title',
      defaultMessage: 'Remove the memorial fund?',
      description: 'Memorial fund, title of the question before removing it.',
    },
    removeKeep: { id: 'fund.remove.keep', defaultMessage: 'Keep it', description: 'Memorial fund, button in the question: keep the fund.' },
    removeText: {
      id: 'fund.remove.text',
      defaultMessage:
        '{named, select, true {The fund’s message and links will no longer show on the memorial of {name}. You can write a new fund at any time.} other {The fund’s message and links will no longer show on the memorial of this memorial. You can write a new fund at any time.}}',
      description:
        'Memorial fund, the question before removing it. {name} is the name of the person the memorial is for, as the family wrote it; named is true when it is known.',
    },
    saveLabel: {
      id: 'fund.outbox.save',
      defaultMessage: '{named, select, true {Save the memorial fund of {name}} other {Save the memorial fund of this memorial}}',
      description:
        'Memorial fund, a change waiting to be sent, as the list of waiting changes names it. {name} is the name of the person the memorial is for, as the family wrote it.',
    },
    removeLabel: {
      id: 'fund.outbox.remove',
      defaultMessage: '{named, select, true {Remove the memorial fund of {name}} other {Remove the memorial fund of this memorial}}',
      description: 'Memorial fund, removing it, as the list of waiting changes names it. {name} is the name of the person the memorial is for.',
    },
    savedSaid: {
      id: 'fund.said.saved',
      defaultMessage: 'The fund is saved on this computer and is being sent to the memorial service.',
      description: 'Memorial fund, read aloud once the person saved it.',
    },
    removingSaid: {
      id: 'fund.said.removing',
      defaultMessage: 'Removing the fund. It is saved on this computer and is being sent to the memorial service.',
      description: 'Memorial fund, read aloud once the person chose to remove it.',
    },
    removedNotice: {
      id: 'fund.notice.removed',
      defaultMessage: 'The fund was removed from the memorial.',
      description: 'Memorial fund, when the service removed it and gave no words of its own.',
    },
    liveNotice: {
      id: 'fund.notice.live',
      defaultMessage: 'The fund passed the safety check and is showing on the memorial page.',
      description: 'Memorial fund, under its state when visitors see it: the service’s own sentence, said in the app’s words in a language other than English.',
    },
    savedNotice: {
      id: 'fund.notice.saved',
      defaultMessage: 'The memorial service saved the fund. It is not showing yet: it shows once the safety check has read it.',
      description: 'Memorial fund, once the service accepted a change, before the fund is read again.',
    },
    now: { id: 'fund.now.heading', defaultMessage: 'The fund now', description: 'Memorial fund, heading of the fund as the service has it now.' },
    none: { id: 'fund.now.none', defaultMessage: 'There is no fund on this memorial yet.', description: 'Memorial fund, when the memorial has none.' },
    status: {
      id: 'fund.now.status',
      defaultMessage: '<hidden>Status:</hidden> {value}',
      description:
        'Memorial fund, before its state, for screen readers. {value} is what follows, already written; <hidden>…</hidden> is read by screen readers only.',
    },
    messageLabel: { id: 'fund.now.message', defaultMessage: 'Message', description: 'Memorial fund, heading above the fund’s message.' },
    links: { id: 'fund.now.links', defaultMessage: 'Links', description: 'Memorial fund, heading above the fund’s links.' },
    noLinks: { id: 'fund.now.noLinks', defaultMessage: 'No links.', description: 'Memorial fund, when it has no links.' },
    lastSaved: {
      id: 'fund.now.lastSaved',
      defaultMessage: 'Last saved {date}.',
      description: 'Memorial fund, when it was last saved: {date} is a day, already written in the person’s style.',
    },
    refused: {
      id: 'fund.refused.title',
      defaultMessage: '{operation, select, remove {The memorial service did not remove the fund.} other {The memorial service did not save the fund.}}',
      description: 'Memorial fund, title when the service refused a change (removing it, or saving it); its reason follows.',
    },
    noReason: {
      id: 'fund.refused.noReason',
      defaultMessage: 'It gave no reason.',
      description: 'Memorial fund, when the service refused a change without a reason.',
    },
    wordsKept: {
      id: 'fund.refused.wordsKept',
      defaultMessage: 'Your words are kept in the form below.',
      description: 'Memorial fund, after a refused save: the words are back in the form.',
    },
  }),
);
