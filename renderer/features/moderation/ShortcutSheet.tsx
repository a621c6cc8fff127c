import { Fragment } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { keyWords, QUEUE_KEYS } from './queue-keys';

/** The list of keys (queue-keys.ts), as a modal dialog (React Aria: focus kept inside, Escape closes, focus returned). */
export function ShortcutSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalOverlay isOpen={open} onOpenChange={(isOpen) => (isOpen ? null : onClose())} isDismissable className="modal-overlay">
      <Modal className="modal">
        <Dialog className="dialog shortcut-sheet">
          <Heading slot="title" className="dialog__title">
            Keys for going through tributes
          </Heading>
          <table className="shortcut-sheet__keys">
            <caption className="visually-hidden">Each key and what it does</caption>
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">What it does</th>
              </tr>
            </thead>
            <tbody>
              {QUEUE_KEYS.map(({ command, keys, what }) => (
                <tr key={command}>
                  <th scope="row">
                    {keys.map((key, index) => (
                      <Fragment key={key}>
                        {index > 0 ? ' or ' : null}
                        <kbd>{keyWords(key)}</kbd>
                      </Fragment>
                    ))}
                  </th>
                  <td>{what}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="dialog__actions">
            <Button variant="primary" onClick={onClose} autoFocus>
              Close
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
