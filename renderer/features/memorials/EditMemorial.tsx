import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../../shared/bridge';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { useMyMemorial, useTemplates } from './memorial-data';
import { backToMemorial, isolate } from './memorial-format';
import { COMMON_WORDS, STATE_WORDS as words } from './memorials-words';
import { SettingsForm } from './SettingsForm';
import { isWordingChange } from './wording-throttle';
import { WordingForm } from './WordingForm';

/**
 * Changing a memorial: its words (checked again, one change every five minutes) apart from its
 * settings (saved at once), each with its own button, so saving one never sends the other.
 */
export function EditMemorial({ account, memorialId }: { account: AccountInfo; memorialId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { query, refresh, memorial, fromService } = useMyMemorial(account, memorialId);
  const { templates } = useTemplates(account);
  const name = memorial?.deceased_name ?? null;
  const wordsWaiting = memorial?.waiting.some(isWordingChange) ?? false;
  return (
    <Screen
      title={intl.formatMessage(words.editTitle, { named: name ? 'yes' : 'no', name: isolate(name ?? '') })}
      loading={query.isPending && account.signedIn ? intl.formatMessage(COMMON_WORDS.loadingMemorial) : null}
      read={{ account, what: intl.formatMessage(COMMON_WORDS.readThis), query, refresh }}
      back={backToMemorial(intl, memorialId, name)}
      className="edit-memorial"
    >
      {memorial?.is_deleted ? (
        <p className="lead">
          <FormattedMessage {...words.editDeleted} />
        </p>
      ) : null}
      {memorial && fromService && !memorial.is_deleted ? (
        <div className="edit-memorial__forms">
          <WordingForm
            // A new start when words start or stop waiting, so the form shows what will stand.
            key={`words-${memorial.waiting.filter(isWordingChange).length}`}
            account={account}
            memorial={memorial}
            waiting={wordsWaiting}
            onQueued={() => void navigate(places.memorial(memorialId))}
          />
          <SettingsForm account={account} memorial={memorial} templates={templates} />
        </div>
      ) : null}
    </Screen>
  );
}
