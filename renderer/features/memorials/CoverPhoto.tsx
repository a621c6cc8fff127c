import { Button as AriaButton, DropZone, FileTrigger, ProgressBar, Text, type DropItem, type FileDropItem } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../../shared/bridge';
import { Button } from '../../ui/Button';
import { ExternalLink } from '../../ui/ExternalLink';
import { useCanDrop } from '../../ui/input-kinds';
import { Notice } from '../../ui/Notice';
import { byteSize } from './cover-pipeline';
import type { ShownMemorial } from './memorial-data';
import { clockTime, isolate } from './memorial-format';
import { COMMON_WORDS, COVER_WORDS_UI as words } from './memorials-words';
import { isLive } from './memorial-status';
import { useCoverUpload, type CoverState, type Handover, type Said } from './use-cover-upload';
import './cover.css';

/** What the file chooser offers; anything else is refused by its bytes, not its name. */
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', '.heic', '.heif'];

function isFile(item: DropItem): item is FileDropItem {
  return item.kind === 'file';
}

/**
 * The cover photo: pick or drop a photo, see it as it will be sent (upright, made smaller to fit,
 * without hidden details such as where it was taken), send it, and follow it going.
 */
export function CoverPhoto({ account, memorial }: { account: AccountInfo; memorial: ShownMemorial }) {
  const intl = useIntl();
  const { state, choose, send, reset } = useCoverUpload(account, memorial.id);
  const busy = state.step === 'preparing' || state.step === 'sending';
  // "Drop" only where a file can be dragged here (a mouse, a trackpad, a pen: ui/input-kinds.ts).
  const canDrop = useCanDrop();
  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void choose(file);
  };
  const chooser = (
    <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={pick}>
      <AriaButton className="button button--secondary">
        <FormattedMessage {...words.choose} values={{ again: state.step === 'sent' ? 'yes' : 'no' }} />
      </AriaButton>
    </FileTrigger>
  );
  return (
    <section className="cover" aria-labelledby="cover-photo">
      <h2 id="cover-photo">
        <FormattedMessage {...words.heading} />
      </h2>
      <p className="hint">
        <FormattedMessage {...words.about} />
      </p>
      <CoverStep state={state} memorial={memorial} onSend={(ready) => void send(ready)} onReset={reset} />
      {!busy && state.step !== 'ready' && !canDrop ? (
        // A touch screen alone drags no file here: the button, and no drop zone to promise it.
        <div className="cover__choose">{chooser}</div>
      ) : null}
      {!busy && state.step !== 'ready' && canDrop ? (
        <DropZone
          className="cover__drop"
          aria-label={intl.formatMessage(words.dropLabel)}
          getDropOperation={(types) =>
            types.has('image/jpeg') || types.has('image/png') || types.has('image/webp') || types.has('image/heic') || types.has('Files') ? 'copy' : 'cancel'
          }
          onDrop={(event) => {
            const item = event.items.find(isFile);
            if (item) void item.getFile().then((file) => choose(file));
          }}
        >
          {chooser}
          <Text slot="label" className="cover__drop-words">
            <FormattedMessage {...words.drop} />
          </Text>
        </DropZone>
      ) : null}
    </section>
  );
}

function CoverStep({
  state,
  memorial,
  onSend,
  onReset,
}: {
  state: CoverState;
  memorial: ShownMemorial;
  onSend: (ready: Handover) => void;
  onReset: () => void;
}) {
  const intl = useIntl();
  const said = (message: Said) => (typeof message === 'string' ? message : intl.formatMessage(message));
  switch (state.step) {
    case 'idle':
      return (
        <p>
          <FormattedMessage {...words.idle} />
        </p>
      );
    case 'preparing':
      return (
        <p role="status" className="cover__working">
          {state.fileName ? (
            <FormattedMessage {...words.preparing} values={{ file: <bdi>{state.fileName}</bdi> }} />
          ) : (
            <FormattedMessage {...words.preparingPhoto} />
          )}
        </p>
      );
    case 'ready':
      return (
        <div className="cover__ready">
          <Preview url={state.preview} prepared={state.prepared} />
          <p role="status">
            <FormattedMessage
              {...(state.prepared.sourceBytes > state.prepared.jpeg.length ? words.readyFrom : words.ready)}
              values={{
                width: state.prepared.width,
                height: state.prepared.height,
                size: byteSize(state.prepared.jpeg.length, intl),
                source: byteSize(state.prepared.sourceBytes, intl),
              }}
            />
          </p>
          <div className="actions actions--tight">
            <Button variant="primary" onClick={() => onSend(state)}>
              <FormattedMessage {...words.send} />
            </Button>
            <Button onClick={onReset}>
              <FormattedMessage {...words.dontSend} />
            </Button>
          </div>
        </div>
      );
    case 'sending': {
      const percent = state.total > 0 ? Math.round((state.sent / state.total) * 100) : 0;
      return (
        <div className="cover__sending">
          <Preview url={state.preview} prepared={state.prepared} />
          <ProgressBar
            className="progress"
            value={percent}
            aria-label={intl.formatMessage(words.sendingLabel)}
            valueLabel={intl.formatMessage(words.percentSent, { percent })}
          >
            {({ percentage }) => (
              <>
                <span className="progress__words">
                  <FormattedMessage {...words.sending} values={{ percent: Math.round(percentage ?? 0) }} />
                </span>
                <span className="progress__track">
                  <span className="progress__fill" style={{ width: `${percentage ?? 0}%` }} />
                </span>
              </>
            )}
          </ProgressBar>
        </div>
      );
    }
    case 'sent':
      return (
        <div className="cover__sent">
          <Preview url={state.preview} prepared={state.prepared} />
          <Notice tone="success" announce="polite" title={intl.formatMessage(words.sent)}>
            <p>{state.message}</p>
            <p className="hint">
              <FormattedMessage {...words.sentAt} values={{ time: clockTime(intl, state.at) }} />
            </p>
            {isLive(memorial) && memorial.url ? (
              <p>
                <ExternalLink
                  href={memorial.url}
                  context={intl.formatMessage(COMMON_WORDS.ofMemorial, {
                    named: memorial.deceased_name ? 'yes' : 'no',
                    name: isolate(memorial.deceased_name ?? ''),
                  })}
                >
                  {intl.formatMessage(words.seeIt)}
                </ExternalLink>
              </p>
            ) : null}
          </Notice>
        </div>
      );
    case 'failed':
      return (
        <Notice
          tone="error"
          announce="assertive"
          title={intl.formatMessage(words.failed)}
          actions={
            state.retry ? (
              <>
                <Button variant="primary" onClick={() => state.retry && onSend(state.retry)}>
                  <FormattedMessage {...words.retry} />
                </Button>
                <Button onClick={onReset}>
                  <FormattedMessage {...words.dontSend} />
                </Button>
              </>
            ) : null
          }
        >
          <p>{said(state.message)}</p>
        </Notice>
      );
  }
}

function Preview({ url, prepared }: { url: string; prepared: { width: number; height: number } }) {
  const intl = useIntl();
  return <img className="cover__preview" src={url} width={prepared.width} height={prepared.height} alt={intl.formatMessage(words.previewAlt)} />;
}
