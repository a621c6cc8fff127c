import { Button as AriaButton, DropZone, FileTrigger, ProgressBar, Text, type DropItem, type FileDropItem } from 'react-aria-components';
import type { AccountInfo } from '../../../shared/bridge';
import { Button } from '../../ui/Button';
import { ExternalLink } from '../../ui/ExternalLink';
import { formatTime } from '../../ui/format';
import { useCanDrop } from '../../ui/input-kinds';
import { Notice } from '../../ui/Notice';
import { byteSize } from './cover-pipeline';
import type { ShownMemorial } from './memorial-data';
import { isLive } from './memorial-status';
import { useCoverUpload, type CoverState, type Handover } from './use-cover-upload';
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
      <AriaButton className="button button--secondary">{state.step === 'sent' ? 'Choose another photo' : 'Choose a photo'}</AriaButton>
    </FileTrigger>
  );
  return (
    <section className="cover" aria-labelledby="cover-photo">
      <h2 id="cover-photo">Cover photo</h2>
      <p className="hint">
        A photo shown at the top of the memorial page. Memorial Desk makes it the right size, turns it upright and takes out hidden details (such as where it
        was taken) before it is sent. JPEG, PNG, WebP or HEIC.
      </p>
      <CoverStep state={state} memorial={memorial} onSend={(ready) => void send(ready)} onReset={reset} />
      {!busy && state.step !== 'ready' && !canDrop ? (
        // A touch screen alone drags no file here: the button, and no drop zone to promise it.
        <div className="cover__choose">{chooser}</div>
      ) : null}
      {!busy && state.step !== 'ready' && canDrop ? (
        <DropZone
          className="cover__drop"
          aria-label="Drop a photo here"
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
            or drop one here
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
  switch (state.step) {
    case 'idle':
      return <p>The memorial service does not tell Memorial Desk which photo a memorial has now; the public page shows it.</p>;
    case 'preparing':
      return (
        <p role="status" className="cover__working">
          Getting {state.fileName || 'the photo'} ready…
        </p>
      );
    case 'ready':
      return (
        <div className="cover__ready">
          <Preview url={state.preview} prepared={state.prepared} />
          <p role="status">
            This is the photo as it will be sent: {state.prepared.width} × {state.prepared.height} pixels, {byteSize(state.prepared.jpeg.length)}
            {state.prepared.sourceBytes > state.prepared.jpeg.length ? ` (the file chosen was ${byteSize(state.prepared.sourceBytes)})` : ''}. Nothing has been
            sent yet.
          </p>
          <div className="actions actions--tight">
            <Button variant="primary" onClick={() => onSend(state)}>
              Send this photo
            </Button>
            <Button onClick={onReset}>Don&rsquo;t send it</Button>
          </div>
        </div>
      );
    case 'sending': {
      const percent = state.total > 0 ? Math.round((state.sent / state.total) * 100) : 0;
      return (
        <div className="cover__sending">
          <Preview url={state.preview} prepared={state.prepared} />
          <ProgressBar className="progress" value={percent} aria-label="Sending the photo" valueLabel={`${percent} percent sent`}>
            {({ percentage }) => (
              <>
                <span className="progress__words">Sending the photo… {Math.round(percentage ?? 0)}%</span>
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
          <Notice tone="success" announce="polite" title="The cover photo is sent">
            <p>{state.message}</p>
            <p className="hint">Sent from this computer at {formatTime(state.at)}.</p>
            {isLive(memorial) && memorial.url ? (
              <p>
                <ExternalLink href={memorial.url} context={`of ${memorial.deceased_name ?? 'this memorial'}`}>
                  See it on the public page
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
          title="The photo was not sent"
          actions={
            state.retry ? (
              <>
                <Button variant="primary" onClick={() => state.retry && onSend(state.retry)}>
                  Try sending it again
                </Button>
                <Button onClick={onReset}>Don&rsquo;t send it</Button>
              </>
            ) : null
          }
        >
          <p>{state.message}</p>
        </Notice>
      );
  }
}

function Preview({ url, prepared }: { url: string; prepared: { width: number; height: number } }) {
  return <img className="cover__preview" src={url} width={prepared.width} height={prepared.height} alt="The cover photo, as it is sent" />;
}
