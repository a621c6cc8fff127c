/** What the core says about its settings: catalog messages (shared/i18n), each home formats them. */
import { defineMessages } from '@formatjs/intl';
import { coreMessages } from '../../../shared/i18n/words';

export const SETTINGS_CORE_WORDS = coreMessages(
  defineMessages({
    locked: {
      id: 'core.settings.locked',
      defaultMessage: "This computer's administrator has set this (in {file}), so it cannot be changed here.",
      description: 'Settings: this setting is fixed by the computer’s administrator. {file} is the path of the file that fixes it, kept as it is.',
    },
    lockedMachineWide: {
      id: 'core.settings.lockedMachineWide',
      defaultMessage: "This computer's administrator has set this (in the machine-wide settings), so it cannot be changed here.",
      description: 'Settings: this setting is fixed by the computer’s administrator, in the settings that apply to everyone on the computer.',
    },
    httpsOnly: {
      id: 'core.settings.httpsOnly',
      defaultMessage: 'The service address must start with https:// (plain http:// is only for this computer, 127.0.0.1 or localhost).',
      description: 'Settings: the memorial service’s address must be secure. Keep https://, http://, 127.0.0.1 and localhost as they are.',
    },
    notSaved: {
      id: 'core.settings.notSaved',
      defaultMessage:
        'Memorial Desk is using this setting now, but could not save it in {file}, so it may be lost when Memorial Desk closes. Please check there is space on the disk.',
      description: 'Settings: the change is in use but could not be written to disk. {file} is the settings file’s path, kept as it is.',
    },
  }),
);
