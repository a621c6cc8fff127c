import { formatDay } from '../../ui/format';
import type { ShownMemorial } from './memorial-data';
import { PRIVACY_LEVELS } from './memorial-forms';

/** The memorial whole: its words and its settings, as the service has them (with waiting changes laid over). */
export function MemorialDetails({ memorial, designName }: { memorial: ShownMemorial; designName: string | null }) {
  const privacy = PRIVACY_LEVELS.find((level) => level.value === (memorial.privacy ?? 'public'));
  const yes = (value: boolean) => (value ? 'Yes' : 'No');
  return (
    <>
      <section className="memorial-words" aria-labelledby="memorial-words">
        <h2 id="memorial-words">What it says</h2>
        <dl className="details">
          <dt>Name</dt>
          <dd>{memorial.deceased_name ?? 'Not given yet'}</dd>
          <dt>Born</dt>
          <dd>{formatDay(memorial.birth_date) ?? 'Not given'}</dd>
          <dt>Died</dt>
          <dd>{formatDay(memorial.death_date) ?? 'Not given'}</dd>
          <dt>Title</dt>
          <dd>{memorial.title ?? 'None'}</dd>
          <dt>Subtitle</dt>
          <dd>{memorial.subtitle ?? 'None'}</dd>
          <dt>About the resting place</dt>
          <dd className="details__text">{memorial.resting_place_notes ?? 'Nothing written'}</dd>
          <dt>Resting place link</dt>
          <dd className="address">{memorial.resting_place_url ?? 'None'}</dd>
        </dl>
        <h3>Obituary</h3>
        {memorial.obituary ? <div className="obituary">{memorial.obituary}</div> : <p className="hint">No obituary yet.</p>}
      </section>
      <section className="memorial-settings" aria-labelledby="memorial-settings">
        <h2 id="memorial-settings">Settings</h2>
        <dl className="details">
          <dt>Who can see it</dt>
          <dd>
            {privacy?.name ?? memorial.privacy}
            {privacy ? <span className="details__about">{privacy.about}</span> : null}
          </dd>
          <dt>To be published</dt>
          <dd>{memorial.is_published ? 'Yes, once the safety check passes' : 'No: kept off the web'}</dd>
          <dt>Tributes from visitors</dt>
          <dd>{memorial.contributions_enabled ? 'Welcome' : 'Turned off'}</dd>
          <dt>You approve each tribute first</dt>
          <dd>{yes(memorial.manual_content_approval)}</dd>
          <dt>Hidden from search engines</dt>
          <dd>{yes(memorial.hide_from_search)}</dd>
          <dt>Design</dt>
          <dd>{designName ?? (memorial.template_id === null ? 'The usual design' : `Design number ${memorial.template_id}`)}</dd>
          {memorial.content_scope ? (
            <>
              <dt>Content scope</dt>
              <dd>{memorial.content_scope}</dd>
            </>
          ) : null}
        </dl>
      </section>
    </>
  );
}
