import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../ui/Button';

/** The keys of a queue, each also a visible button on every tribute. */
export const SHORTCUTS: readonly (readonly [string, string])[] = [
  ['↓ or J', 'Next tribute'],
  ['↑ or K', 'Previous tribute'],
  ['Home, End', 'First, last tribute'],
  ['A', 'Approve'],
  ['R', 'Decline (with an optional reason)'],
  ['H or Delete', 'Hide'],
  ['S', 'Restore a hidden tribute'],
  ['P', 'Pin or unpin an approved tribute'],
  ['O or Enter', 'Show the words of a tribute the safety check refused'],
  ['X or Space', 'Select or unselect, to act on many at once'],
  ['U or Ctrl+Z', 'Undo the last decision (while it waits)'],
  ['?', 'This list of keys'],
];

/** The list of keys, as a modal dialog (React Aria: focus kept inside, Escape closes, focus returned). */
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
              {SHORTCUTS.map(([keys, what]) => (
                <tr key={keys}>
                  <th scope="row">
                    <kbd>{keys}</kbd>
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
