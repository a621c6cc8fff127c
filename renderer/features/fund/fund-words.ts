import { z } from 'zod';
import type { Fund } from '../../../shared/api/premium';
import { httpUrl, text } from '../../../shared/api/fields';
import { LIMITS } from '../../../shared/limits';
import type { SaveFundBody } from '../../../shared/api/premium';

/** Where the fund stands, in words (never "showing" before the service says it is). */
export interface FundStatus {
  tone: 'live' | 'checking' | 'refused' | 'hidden';
  words: string;
  detail: string | null;
}

export function fundStatus(fund: Extract<Fund, { exists: true }>): FundStatus {
  if (fund.is_showing) return { tone: 'live', words: 'Showing on the memorial', detail: null };
  switch (fund.moderation.status) {
    case 'pending':
      return { tone: 'checking', words: 'Saved, not showing until the check passes', detail: null };
    case 'failed':
      return { tone: 'refused', words: 'Not showing: the safety check refused it', detail: fund.moderation.reason };
    case 'passed':
      return { tone: 'hidden', words: 'Not showing', detail: null };
  }
}

const optionalUrl = (label: string) =>
  z
    .string()
    .max(2000, { message: `${label} is too long.` })
    .refine((value) => value.trim() === '' || httpUrl(label).safeParse(value.trim()).success, {
      message: `${label} must be a web address starting with http:// or https://.`,
    });

/** The form as the person fills it: plain text everywhere, checked with the contract's limits and words. */
export const FundForm = z.object({
  message: text('The message', LIMITS.fundMessage, { min: 1 }),
  link_one_title: text('The heading', LIMITS.fundLinkTitle),
  link_one_url: optionalUrl('The web address'),
  link_two_title: text('The heading', LIMITS.fundLinkTitle),
  link_two_url: optionalUrl('The web address'),
});
export type FundForm = z.infer<typeof FundForm>;

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
