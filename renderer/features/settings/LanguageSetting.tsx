import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Settings } from '../../../shared/bridge';
import {
  LANGUAGE_NAMES,
  PSEUDO_LOCALES,
  SHIPPED_LOCALES,
  isPseudoLocale,
  resolveUiLocale,
  type LanguageChoice,
  type UiLocale,
} from '../../../shared/locale/resolve';
import { toBridgeError } from '../../data/errors';
import { Choices, type Choice } from '../../ui/Choices';
import { systemLanguages } from '../../ui/locale';
import { LiveMessage, ProblemNotice } from '../../ui/Notice';
import { saveSettings } from './settings-data';
import { SETTINGS_WORDS as words } from './settings-words';

/**
 * Developers find strings left in English with the pseudo-locales: they are offered only when the
 * page's address asks (`?pseudo`, before the `#`), or when one is already chosen (so it can be left).
 */
function pseudoOffered(choice: LanguageChoice): boolean {
  if (isPseudoLocale(choice)) return true;
  return typeof location !== 'undefined' && new URLSearchParams(location.search).has('pseudo');
}

/**
 * The language the app speaks: the system's, or one of the languages it has a catalog for, each
 * named in its own language (and marked as such, so a screen reader says it in that language).
 * The change is in use at once, without leaving the screen or losing anything typed elsewhere.
 */
export function LanguageSetting({ settings }: { settings: Settings }) {
  const intl = useIntl();
  const choice = settings.language ?? 'system';
  // The language just chosen: said in that language once its catalog is on screen.
  const [said, setSaid] = useState<UiLocale | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const system = resolveUiLocale('system', systemLanguages());
  const languages = [...SHIPPED_LOCALES, ...(pseudoOffered(choice) ? PSEUDO_LOCALES : [])];
  const choices: Choice<LanguageChoice>[] = [
    {
      value: 'system',
      name: intl.formatMessage(words.languageSystem, { language: LANGUAGE_NAMES[system] }),
      about: intl.formatMessage(words.languageSystemAbout),
    },
    ...languages.map((language) => ({ value: language, name: LANGUAGE_NAMES[language], lang: language })),
  ];
  const change = (next: LanguageChoice) => {
    setProblem(null);
    saveSettings({ language: next }).then(
      (saved) => setSaid(resolveUiLocale(saved.language, systemLanguages())),
      (failure: unknown) => setProblem(toBridgeError(failure).message),
    );
  };
  return (
    <section className="settings-section" aria-labelledby="settings-language">
      <h2 id="settings-language">
        <FormattedMessage {...words.languageHeading} />
      </h2>
      <Choices
        label={intl.formatMessage(words.languageLabel)}
        hint={intl.formatMessage(words.languageHint)}
        value={choice}
        onChange={change}
        choices={choices}
        name="language"
      />
      <LiveMessage>{said ? <FormattedMessage {...words.languageSaid} values={{ language: LANGUAGE_NAMES[said] }} /> : null}</LiveMessage>
      <ProblemNotice problem={problem} />
    </section>
  );
}
