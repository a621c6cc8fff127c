import { FormattedMessage, useIntl } from 'react-intl';
import type { ShownMemorial } from './memorial-data';
import { dayWords } from './memorial-format';
import { privacyLevels } from './memorial-forms';
import { FORM_WORDS, PAGE_WORDS as words } from './memorials-words';

/** The memorial whole: its words and its settings, as the service has them (with waiting changes laid over). */
export function MemorialDetails({ memorial, designName }: { memorial: ShownMemorial; designName: string | null }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const privacy = privacyLevels(intl).find((level) => level.value === (memorial.privacy ?? 'public'));
  const yes = (value: boolean) => say(words.yesNo, { value: value ? 'yes' : 'no' });
  // What the family typed keeps its own direction; the app's own words in their place do not need it.
  const typed = (value: string | null, otherwise: string) => (value === null ? otherwise : <bdi>{value}</bdi>);
  return (
    <>
      <section className="memorial-words" aria-labelledby="memorial-words">
        <h2 id="memorial-words">
          <FormattedMessage {...words.whatItSays} />
        </h2>
        <dl className="details">
          <dt>
            <FormattedMessage {...words.name} />
          </dt>
          <dd>{typed(memorial.deceased_name, say(words.notGivenYet))}</dd>
          <dt>
            <FormattedMessage {...words.born} />
          </dt>
          <dd>{dayWords(intl, memorial.birth_date) ?? say(words.notGiven)}</dd>
          <dt>
            <FormattedMessage {...words.died} />
          </dt>
          <dd>{dayWords(intl, memorial.death_date) ?? say(words.notGiven)}</dd>
          <dt>
            <FormattedMessage {...words.title} />
          </dt>
          <dd>{typed(memorial.title, say(words.none))}</dd>
          <dt>
            <FormattedMessage {...words.subtitle} />
          </dt>
          <dd>{typed(memorial.subtitle, say(words.none))}</dd>
          <dt>
            <FormattedMessage {...words.restingNotes} />
          </dt>
          <dd className="details__text" dir={memorial.resting_place_notes === null ? undefined : 'auto'}>
            {memorial.resting_place_notes ?? say(words.nothingWritten)}
          </dd>
          <dt>
            <FormattedMessage {...words.restingUrl} />
          </dt>
          <dd className="address">{typed(memorial.resting_place_url, say(words.none))}</dd>
        </dl>
        <h3>
          <FormattedMessage {...words.obituary} />
        </h3>
        {memorial.obituary ? (
          <div className="obituary" dir="auto">
            {memorial.obituary}
          </div>
        ) : (
          <p className="hint">
            <FormattedMessage {...words.noObituary} />
          </p>
        )}
      </section>
      <section className="memorial-settings" aria-labelledby="memorial-settings">
        <h2 id="memorial-settings">
          <FormattedMessage {...FORM_WORDS.settingsHeading} />
        </h2>
        <dl className="details">
          <dt>
            <FormattedMessage {...FORM_WORDS.privacy} />
          </dt>
          <dd>
            {privacy?.name ?? memorial.privacy}
            {privacy ? <span className="details__about">{privacy.about}</span> : null}
          </dd>
          <dt>
            <FormattedMessage {...words.toBePublished} />
          </dt>
          <dd>
            <FormattedMessage {...words.publishedYes} values={{ published: memorial.is_published ? 'yes' : 'no' }} />
          </dd>
          <dt>
            <FormattedMessage {...words.tributes} />
          </dt>
          <dd>
            <FormattedMessage {...words.tributesOn} values={{ on: memorial.contributions_enabled ? 'yes' : 'no' }} />
          </dd>
          <dt>
            <FormattedMessage {...words.approveFirst} />
          </dt>
          <dd>{yes(memorial.manual_content_approval)}</dd>
          <dt>
            <FormattedMessage {...words.hiddenSearch} />
          </dt>
          <dd>{yes(memorial.hide_from_search)}</dd>
          <dt>
            <FormattedMessage {...FORM_WORDS.designLabel} />
          </dt>
          <dd>
            {designName ?? (memorial.template_id === null ? say(FORM_WORDS.designUsual) : say(FORM_WORDS.designNumber, { number: memorial.template_id }))}
          </dd>
          {memorial.content_scope ? (
            <>
              <dt>
                <FormattedMessage {...words.scope} />
              </dt>
              <dd>{memorial.content_scope}</dd>
            </>
          ) : null}
        </dl>
      </section>
    </>
  );
}
