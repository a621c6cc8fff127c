import { FormattedMessage, useIntl } from 'react-intl';
import type { VisitCounts } from '../../../shared/api/memorials';
import { visitStretches } from './visit-chart-data';
import { stretchWords, VISIT_WORDS, visitsWords } from './visit-words';

/**
 * The visit counts as a picture from the very first reading: the visits in each stretch of time
 * (today, the rest of the week, month and year, and before), as bars beside their numbers. The
 * numbers are words, so a screen reader, forced colours and a printed page all have them; the
 * bars alone are hidden from screen readers.
 */
export function VisitStretches({ counts }: { counts: Omit<VisitCounts, 'message'> }) {
  const intl = useIntl();
  const stretches = visitStretches(counts);
  const most = Math.max(1, ...stretches.map((stretch) => stretch.visits));
  return (
    <figure className="visits-figure visit-stretches" aria-labelledby="stretches-caption">
      <figcaption id="stretches-caption" className="visit-stretches__caption">
        <FormattedMessage {...VISIT_WORDS.stretchesCaption} />
      </figcaption>
      <ul className="visit-stretches__list">
        {stretches.map((stretch) => (
          <li key={stretch.stretch} className="visit-stretches__item">
            <span className="visit-stretches__label">{stretchWords(intl, stretch.stretch)}</span>
            <span className="visit-stretches__bar-box" aria-hidden="true">
              <span
                className={stretch.visits > 0 ? 'visit-stretches__bar' : 'visit-stretches__bar visit-stretches__bar--none'}
                style={{ width: `${(stretch.visits / most) * 100}%` }}
              />
            </span>
            <span className="visit-stretches__count">{visitsWords(intl, stretch.visits)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
