/** The visits screen's words: catalog messages (shared/i18n). Always visits, never visitors (nothing is known about who came). */
import { defineMessages, type IntlShape } from 'react-intl';
import type { VisitCounts } from '../../../shared/api/memorials';
import type { VisitDay } from '../../../shared/bridge/visits';
import { messages } from '../../ui/messages';
import type { VisitStretch } from './visit-chart-data';

export const VISIT_WORDS = messages(
  defineMessages({
    visits: {
      id: 'visits.count',
      defaultMessage: '{count, plural, one {# visit} other {# visits}}',
      description: 'Visits, a number of visits to the memorial’s page. Visits, never visitors or people: someone who comes back is counted again.',
    },
    total: {
      id: 'visits.total',
      defaultMessage:
        '{total, plural, =0 {No visits have been counted yet.} one {The memorial has been visited # time in all. These are visits, not people: one person coming back counts again, and nothing is recorded about who came.} other {The memorial has been visited # times in all. These are visits, not people: one person coming back counts again, and nothing is recorded about who came.}}',
      description:
        'Visits, under the counts, in a language other than English (in English the memorial service’s own sentence shows): how many visits in all, and that visits are not people.',
    },
    title: { id: 'visits.screen.title', defaultMessage: 'Visits', description: 'Visits, the screen’s title: how often the memorial’s page was visited.' },
    loading: { id: 'visits.screen.loading', defaultMessage: 'Loading the visit counts…', description: 'Visits, said while the counts load.' },
    what: {
      id: 'visits.screen.what',
      defaultMessage: 'the visit counts',
      description: 'Visits, put into the app’s sentences about reading them, such as “Memorial Desk could not load …” or “Checked … just now.”',
    },
    lead: {
      id: 'visits.screen.lead',
      defaultMessage:
        'How often the memorial’s page was visited. These are visits, not people: someone who comes back is counted again, and nothing is known about who came.',
      description: 'Visits, the first sentence. Keep the difference between visits and people.',
    },
    now: { id: 'visits.screen.now', defaultMessage: 'Visits now', description: 'Visits, heading of the counts as the service gives them today.' },
    readAgain: { id: 'visits.screen.readAgain', defaultMessage: 'Read the counts again', description: 'Visits, button: ask the service for the counts again.' },
    overTime: { id: 'visits.trend.heading', defaultMessage: 'Over time', description: 'Visits, heading of the counts as recorded day after day.' },
    trendAbout: {
      id: 'visits.trend.about',
      defaultMessage:
        'The memorial service gives the counts as they are today. Memorial Desk writes them down once a day on this computer, so that over the weeks you can see how visits rise and fall.',
      description: 'Visits, how the history of the counts is kept.',
    },
    chartCaption: {
      id: 'visits.trend.caption',
      defaultMessage: 'Visits in the 7 days and the 30 days before each day, as read on that day.',
      description: 'Visits, the caption of the chart of the counts over time.',
    },
    oneDay: {
      id: 'visits.trend.oneDay',
      defaultMessage: 'So far Memorial Desk has written the counts down on one day ({day}). The chart of the days joins the picture above from the second day.',
      description: 'Visits, when the counts were recorded on one day only. {day} is that day, already written in the person’s style.',
    },
    noDays: { id: 'visits.trend.none', defaultMessage: 'Nothing has been written down yet.', description: 'Visits, when no day’s counts were recorded yet.' },
    tableSummary: {
      id: 'visits.table.summary',
      defaultMessage: 'The numbers day by day, as a table ({count, plural, one {# day} other {# days}})',
      description: 'Visits, the button that opens the table of the counts recorded on each day, with how many days it holds.',
    },
    tableCaption: {
      id: 'visits.table.caption',
      defaultMessage: 'Visit counts as read on each day, newest first',
      description: 'Visits, the table’s caption for screen readers.',
    },
    day: { id: 'visits.table.day', defaultMessage: 'Day', description: 'Visits table, column heading: the day the counts were read.' },
    week: {
      id: 'visits.table.week',
      defaultMessage: 'In the 7 days before',
      description: 'Visits table, column heading: visits in the 7 days before that day.',
    },
    month: {
      id: 'visits.table.month',
      defaultMessage: 'In the 30 days before',
      description: 'Visits table, column heading: visits in the 30 days before that day.',
    },
    all: { id: 'visits.table.all', defaultMessage: 'In all', description: 'Visits table, column heading: every visit since the memorial began.' },
    weekLabel: {
      id: 'visits.table.weekLabel',
      defaultMessage: '<label>In the 7 days before:</label> {value}',
      description:
        'Visits table on a narrow screen, before the visits in the 7 days before that day. {value} is what follows, already written; <label>…</label> is shown only on a narrow screen.',
    },
    monthLabel: {
      id: 'visits.table.monthLabel',
      defaultMessage: '<label>In the 30 days before:</label> {value}',
      description:
        'Visits table on a narrow screen, before the visits in the 30 days before that day. {value} is what follows, already written; <label>…</label> is shown only on a narrow screen.',
    },
    allLabel: {
      id: 'visits.table.allLabel',
      defaultMessage: '<label>In all:</label> {value}',
      description:
        'Visits table on a narrow screen, before every visit since the memorial began. {value} is what follows, already written; <label>…</label> is shown only on a narrow screen.',
    },
    stretchesCaption: {
      id: 'visits.stretches.caption',
      defaultMessage: 'Visits in each stretch of time, each counted once',
      description: 'Visits, the caption of the bars: visits today, in the rest of the week, month and year, and before.',
    },
    stretch: {
      id: 'visits.stretches.stretch',
      defaultMessage:
        '{stretch, select, today {Today} week {The rest of the last 7 days} month {The rest of the last 30 days} year {The rest of the last year} other {Before that}}',
      description:
        'Visits, one stretch of time beside its bar, each visit counted in one stretch only: today, the rest of the last 7 days (without today), the rest of the last 30 days, the rest of the year, and everything before.',
    },
    chartDay: { id: 'visits.chart.day', defaultMessage: 'Day', description: 'Visits chart, the legend’s name for the day under the pointer.' },
    chartWeek: {
      id: 'visits.chart.week',
      defaultMessage: 'Visits in the 7 days before',
      description: 'Visits chart, the legend’s name of the line of visits in the 7 days before each day.',
    },
    chartMonth: {
      id: 'visits.chart.month',
      defaultMessage: 'Visits in the 30 days before',
      description: 'Visits chart, the legend’s name of the line of visits in the 30 days before each day.',
    },
    summaryNone: {
      id: 'visits.summary.none',
      defaultMessage: 'No days recorded yet.',
      description: 'Visits, the chart in words for screen readers, when nothing is recorded.',
    },
    summary: {
      id: 'visits.summary',
      defaultMessage:
        'Recorded on {count, plural, one {# day} other {# days}}, from {first} to {last}. Visits in the 7 days before: {firstVisits} at first, {lastVisits} on the last day.',
      description:
        'Visits, the chart in words for screen readers. {first} and {last} are days, already written in the person’s style; {firstVisits} and {lastVisits} are numbers of visits, already written (“12 visits”).',
    },
  }),
);

/** The counts the service gives, each with its name. */
export const COUNT_LABELS = messages(
  defineMessages({
    today: { id: 'visits.counts.today', defaultMessage: 'Today', description: 'Visits, the name of the count of visits today.' },
    last_24_hours: {
      id: 'visits.counts.day',
      defaultMessage: 'In the last 24 hours',
      description: 'Visits, the name of the count of visits in the last 24 hours.',
    },
    last_7_days: { id: 'visits.counts.week', defaultMessage: 'In the last 7 days', description: 'Visits, the name of the count of visits in the last 7 days.' },
    last_30_days: {
      id: 'visits.counts.month',
      defaultMessage: 'In the last 30 days',
      description: 'Visits, the name of the count of visits in the last 30 days.',
    },
    last_year: { id: 'visits.counts.year', defaultMessage: 'In the last year', description: 'Visits, the name of the count of visits in the last year.' },
    total: { id: 'visits.counts.total', defaultMessage: 'In all', description: 'Visits, the name of the count of every visit since the memorial began.' },
  }),
);

/** The counts in the order they are shown. */
export const COUNT_FIELDS: readonly (keyof Omit<VisitCounts, 'message'>)[] = ['today', 'last_24_hours', 'last_7_days', 'last_30_days', 'last_year', 'total'];

/** "1 visit", "1,204 visits", in the person's language and number style. */
export function visitsWords(intl: IntlShape, count: number): string {
  return intl.formatMessage(VISIT_WORDS.visits, { count });
}

/** A stretch of time's name ("The rest of the last 7 days"). */
export function stretchWords(intl: IntlShape, stretch: VisitStretch['stretch']): string {
  return intl.formatMessage(VISIT_WORDS.stretch, { stretch });
}

/** A history day ("2026-05-01") as the person writes a day: the day it names, in any time zone. */
export function dayWords(intl: IntlShape, day: string): string {
  return intl.formatDate(`${day}T00:00:00Z`, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The chart in a sentence, for those who do not see it. */
export function chartSummary(intl: IntlShape, history: readonly VisitDay[]): string {
  if (history.length === 0) return intl.formatMessage(VISIT_WORDS.summaryNone);
  const first = history[0]!;
  const last = history.at(-1)!;
  return intl.formatMessage(VISIT_WORDS.summary, {
    count: history.length,
    first: dayWords(intl, first.day),
    last: dayWords(intl, last.day),
    firstVisits: visitsWords(intl, first.last_7_days),
    lastVisits: visitsWords(intl, last.last_7_days),
  });
}
