import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { useFocusBackOnClose, useFocusOnMount } from '../../ui/focus';
import { MODERATION_WORDS as words } from './moderation-words';
import { keyWords, QUEUE_KEYS } from './queue-keys';

/** The list of keys (queue-keys.ts), as a modal dialog (React Aria: focus kept inside, Escape closes, focus returned). */
export function ShortcutSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  // Close takes the focus as the sheet opens (after the dialog's own, which would keep it on the sheet).
  const close = useFocusOnMount<HTMLButtonElement>(open, open);
  useFocusBackOnClose(open);
  return (
    <ModalOverlay isOpen={open} onOpenChange={(isOpen) => (isOpen ? null : onClose())} isDismissable className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog shortcut-sheet">
          <Heading slot="title" className="dialog__title">
            <FormattedMessage {...words.sheetTitle} />
          </Heading>
          <table className="shortcut-sheet__keys">
            <caption className="visually-hidden">
              <FormattedMessage {...words.sheetCaption} />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage {...words.sheetKey} />
                </th>
                <th scope="col">
                  <FormattedMessage {...words.sheetWhat} />
                </th>
              </tr>
            </thead>
            <tbody>
              {QUEUE_KEYS.map(({ command, keys, what }) => {
                const [first, second] = keys.map((key) => <kbd key={key}>{keyWords(key, intl)}</kbd>);
                return (
                  <tr key={command}>
                    <th scope="row">{second ? <FormattedMessage {...words.sheetEither} values={{ first, second }} /> : first}</th>
                    <td>
                      <FormattedMessage {...what} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="dialog__actions">
            <Button variant="primary" onClick={onClose} ref={close}>
              <FormattedMessage {...words.sheetClose} />
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
