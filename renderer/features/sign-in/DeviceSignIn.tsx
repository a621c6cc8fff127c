import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DeviceSignIn } from '../../../shared/bridge';
import { useAccountActions } from '../../data/accounts';
import { useAppStore } from '../../data/app-state';
import { appCall, openExternal, subscribe } from '../../data/calls';
import { signInFailureWords, toBridgeError } from '../../data/errors';
import { DEFAULT_LOCALE } from '../../../shared/locale/resolve';
import { formatWords } from '../../data/message-format';
import { Button } from '../../ui/Button';
import { formatTime } from '../../ui/format';
import { useResolvedLocale } from '../../ui/locale';
import { LiveMessage, Notice, ProblemNotice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { startDeviceFlow, updateDeviceFlow, useDeviceFlow } from './device-flow-state';
import { DEVICE_WORDS as words, isolate } from './sign-in-words';

/** The core polls the service; this only asks the core now and then in case an event went missing. */
export const DEVICE_POLL_MS = 4000;

/**
 * Family sign-in with a code (the device flow): open the service's sign-in page, check the code
 * there, approve, and come back. Entering this place starts the flow (see feature.tsx); this
 * screen follows the core's `deviceSignIn` events, and asks now and then too.
 */
export function FamilySignIn() {
  const { flow, again, starting, error } = useDeviceFlow();
  const navigate = useNavigate();
  // The core's news of the flow, while this place shows it.
  useEffect(() => subscribe('deviceSignIn', updateDeviceFlow), []);
  const intl = useIntl();
  const title = intl.formatMessage(again ? words.titleAgain : words.title);

  if (!flow) {
    return (
      <Screen title={title} className="sign-in sign-in--device" loading={starting ? intl.formatMessage(words.starting) : null}>
        {error ? (
          <Notice
            tone="error"
            announce="assertive"
            actions={
              <>
                <Button variant="primary" onClick={() => startDeviceFlow(again)}>
                  <FormattedMessage {...words.tryAgain} />
                </Button>
                <Button variant="secondary" onClick={() => void navigate(places.signIn)}>
                  <FormattedMessage {...words.otherWay} />
                </Button>
              </>
            }
          >
            <p>{signInFailureWords(error)}</p>
          </Notice>
        ) : null}
      </Screen>
    );
  }
  return <DeviceSignInPanel key={flow.flowId} flow={flow} again={again} />;
}

function DeviceSignInPanel({ flow, again }: { flow: DeviceSignIn; again: string | null }) {
  const navigate = useNavigate();
  const intl = useIntl();
  const { ui } = useResolvedLocale();
  const { switchTo } = useAccountActions();
  const starting = useDeviceFlow((s) => s.starting);
  const [copied, setCopied] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const finished = useRef(false);
  const flowId = flow.flowId;

  useEffect(() => {
    if (flow.state !== 'waiting') return;
    const timer = setInterval(() => {
      appCall('signIn.device.get', { flowId }).then(updateDeviceFlow, () => {
        // The next event or poll will tell; a missed poll is not worth alarming anyone.
      });
    }, DEVICE_POLL_MS);
    return () => clearInterval(timer);
  }, [flowId, flow.state]);

  const approvedAccount = flow.state === 'approved' ? flow.account : null;
  useEffect(() => {
    if (flow.state !== 'approved' || finished.current) return;
    finished.current = true;
    const finish = async () => {
      const store = useAppStore.getState();
      if (approvedAccount) await switchTo(approvedAccount.id);
      else store.setAccounts(await appCall('accounts.list', {}));
      const said = approvedAccount ? intl.formatMessage(words.signedInAs, { name: isolate(approvedAccount.name) }) : intl.formatMessage(words.signedIn);
      store.setFlash({ message: said, accent: null });
      store.announce(said);
      // Back does not lead into a sign-in that has ended.
      await navigate({ ...places.home, replace: true });
    };
    finish().catch((failure: unknown) => setProblem(toBridgeError(failure).message));
  }, [flow.state, approvedAccount, switchTo, navigate, intl]);

  const openPage = () => {
    setProblem(null);
    openExternal(flow.verificationUriComplete).catch((failure: unknown) => setProblem(toBridgeError(failure).message));
  };

  const copyCode = () => {
    setCopied(null);
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied(intl.formatMessage(words.copyNotHere));
      return;
    }
    clipboard.writeText(flow.userCode).then(
      () => setCopied(intl.formatMessage(words.copied)),
      () => setCopied(intl.formatMessage(words.copyFailed)),
    );
  };

  // Leaving this place cancels a waiting flow in the core (see feature.tsx), whichever way the person
  // leaves. Signing back in came from the account's screen, so Cancel goes back there.
  const cancel = () => void navigate(again ? places.home : places.signIn);

  const ending = flow.state !== 'waiting' && flow.state !== 'approved' ? intl.formatMessage(words.ended, { state: flow.state }) : null;
  // What the flow says: the core's words in the person's language; the service's own sentence
  // (without words) is English, so in another language the app's own words say it instead.
  const serviceSpeaksTheLanguage = ui === DEFAULT_LOCALE;
  const spelled = spellCode(flow.userCode, (before, after) => intl.formatMessage(words.dash, { before, after }));
  const flowSays =
    flow.words || serviceSpeaksTheLanguage
      ? formatWords(flow.words, flow.message)
      : ending
        ? formatWords({ id: `core.device.${flow.state}` }, flow.message)
        : intl.formatMessage(words.waitingSaid, { code: spelled, time: formatTime(flow.expiresAt) });
  if (ending) {
    return (
      // The heading takes the focus again when the sign-in ends, so its outcome is read first.
      <Screen key="ended" title={ending} className="sign-in sign-in--device">
        {/* One sentence, the service's or the core's, says what happened: not twice in other words. */}
        <p className="lead" role="status">
          {flowSays}
        </p>
        <div className="actions">
          <Button variant="primary" busy={starting} onClick={() => startDeviceFlow(again)}>
            <FormattedMessage {...words.startAgain} />
          </Button>
          <Button variant="secondary" onClick={() => void navigate(places.signIn)}>
            <FormattedMessage {...words.otherWay} />
          </Button>
        </div>
      </Screen>
    );
  }

  const approved = flow.state === 'approved';
  return (
    <Screen key="on-going" title={intl.formatMessage(again ? words.titleAgain : words.title)} className="sign-in sign-in--device">
      {/* The core's sentence is read out; on screen the steps below say the same, so it is not shown twice. */}
      <LiveMessage visuallyHidden>{flowSays}</LiveMessage>

      <ol className="steps">
        <li>
          <p>
            <FormattedMessage {...words.stepCheck} />
          </p>
          <section className="user-code" aria-labelledby="user-code-label">
            <h2 className="user-code__label" id="user-code-label">
              <FormattedMessage {...words.yourCode} />
            </h2>
            {/* Read out letter by letter; the big code itself would be read as a word. */}
            <p className="user-code__value" aria-hidden="true">
              {flow.userCode}
            </p>
            <p className="visually-hidden">{spelled}</p>
            <p className="hint">
              <FormattedMessage {...words.until} values={{ time: formatTime(flow.expiresAt) }} />
            </p>
            <div className="actions">
              <Button variant="primary" onClick={openPage} unavailable={approved}>
                <FormattedMessage {...words.openPage} />
              </Button>
              <Button variant="secondary" onClick={copyCode}>
                <FormattedMessage {...words.copy} />
              </Button>
            </div>
            <LiveMessage className="user-code__copied">{copied}</LiveMessage>
          </section>
          <p className="hint">
            <FormattedMessage {...words.elsewhere} values={{ address: <bdi className="address">{flow.verificationUri}</bdi> }} />
          </p>
        </li>
        <li>
          <p>
            <FormattedMessage {...words.stepReturn} />
          </p>
        </li>
      </ol>

      <ProblemNotice problem={problem} />

      <div className="actions">
        <Button variant="secondary" unavailable={approved} onClick={cancel}>
          <FormattedMessage {...words.cancel} />
        </Button>
      </div>
    </Screen>
  );
}

/** "BCDF-GHJK" → "B C D F, dash, G H J K": one letter at a time for a screen reader; `dash` says two groups with the dash between them. */
export function spellCode(code: string, dash: (before: string, after: string) => string): string {
  return code
    .split('-')
    .map((group) => group.split('').join(' '))
    .reduce((before, after) => dash(before, after));
}
