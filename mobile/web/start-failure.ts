/**
 * What the page says when the app cannot start at all, in place of the app: its own module, loaded
 * only then (main.ts), so no start carries it.
 */
import { intlFor } from '../../shared/i18n/intl';
import { resolveLocale } from '../../shared/locale/resolve';
import { pageLanguages } from '../native/host-info';
import { phoneWords } from './phone-words';

/**
 * What the page says when the app cannot start at all (its data is open elsewhere, say), in place
 * of the app, in the phone's language (its catalog is loaded first).
 */
export async function showStartFailure(root: HTMLElement, error: unknown): Promise<void> {
  const locale = resolveLocale({ systemLanguages: pageLanguages() });
  const intl = await intlFor(locale);
  document.documentElement.lang = locale.ui;
  document.documentElement.dir = locale.dir;
  const heading = document.createElement('h1');
  heading.textContent = intl.formatMessage(phoneWords.startFailedTitle);
  heading.tabIndex = -1;
  const words = document.createElement('p');
  words.textContent = intl.formatMessage(error instanceof Error && error.name === 'StoreBusy' ? phoneWords.startFailedBusy : phoneWords.startFailedOther);
  const main = document.createElement('main');
  main.className = 'app-main';
  main.append(heading, words);
  root.replaceChildren(main);
  heading.focus();
}
