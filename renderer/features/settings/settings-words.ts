/** The Settings screen's words: catalog messages (shared/i18n), with a note for translators on each. */
import { defineMessages } from 'react-intl';
import { messages } from '../../ui/messages';

export const SETTINGS_WORDS = messages(
  defineMessages({
    title: { id: 'settings.title', defaultMessage: 'Settings', description: 'Settings screen: its title, in the window title and the navigation.' },
    loading: { id: 'settings.loading', defaultMessage: 'Loading the settings…', description: 'Settings screen: said while the settings are being read.' },
    languageHeading: {
      id: 'settings.language.heading',
      defaultMessage: 'Language',
      description: 'Settings, heading of the choice of the language the app speaks.',
    },
    languageLabel: {
      id: 'settings.language.label',
      defaultMessage: 'The language Memorial Desk speaks',
      description: 'Settings, the label of the group of language choices (System, English, Español, العربية).',
    },
    languageHint: {
      id: 'settings.language.hint',
      defaultMessage: 'Dates and numbers are written as your computer’s region writes them. Nothing you are writing is lost when you change the language.',
      description: 'Settings, under the language choice: dates follow the computer’s regional format, and a change of language keeps unsaved text.',
    },
    languageSystem: {
      id: 'settings.language.system',
      defaultMessage: 'As the system: {language}',
      description:
        'Settings, the language choice that follows the computer’s or phone’s own language. {language} is that language named in itself, such as “Español”.',
    },
    languageSystemAbout: {
      id: 'settings.language.system.about',
      defaultMessage: 'Follows the language of this computer or phone.',
      description: 'Settings, under the language choice that follows the system’s language.',
    },
    languageSaid: {
      id: 'settings.language.said',
      defaultMessage: 'Memorial Desk now speaks {language}.',
      description: 'Settings, said to screen readers once a language is chosen. {language} is the language named in itself, such as “Español”.',
    },
    notificationsHeading: {
      id: 'settings.notifications.heading',
      defaultMessage: 'New tributes',
      description: 'Settings, heading of the notifications setting. A tribute is a message a visitor leaves on a memorial.',
    },
    notificationsHint: {
      id: 'settings.notifications.hint',
      defaultMessage:
        'When a visitor leaves a tribute that waits for your approval, Memorial Desk can tell you with a notification. It never notifies you of what you did yourself.',
      description: 'Settings, what the notifications setting does.',
    },
    notificationsSwitch: {
      id: 'settings.notifications.switch',
      defaultMessage: 'Tell me about new tributes waiting for approval',
      description: 'Settings, the on/off switch for notifications of new tributes.',
    },
    notificationsSaid: {
      id: 'settings.notifications.said',
      defaultMessage: '{on, select, true {Notifications are on.} other {Notifications are off.}}',
      description: 'Settings, said to screen readers after the notifications switch was turned on (true) or off.',
    },
    serviceHeading: {
      id: 'settings.service.heading',
      defaultMessage: 'The memorial service',
      description: 'Settings, heading of the setting of which online memorial service the app talks to.',
    },
    serviceAt: {
      id: 'settings.service.at',
      defaultMessage: 'Memorial Desk works with the memorial service at {address}.',
      description: 'Settings: the web address of the memorial service in use. {address} is a web address, shown as it is.',
    },
    serviceDemo: {
      id: 'settings.service.demo',
      defaultMessage: 'This is a demonstration: it uses its own service on this computer, so the address cannot be changed here.',
      description: 'Settings, in the demonstration: why the service’s address cannot be changed.',
    },
    serviceLockedIn: {
      id: 'settings.service.lockedIn',
      defaultMessage: 'This computer’s administrator set this address (in {file}), so it cannot be changed here.',
      description: 'Settings: the service’s address was set by the computer’s administrator. {file} is the path of the settings file, shown as it is.',
    },
    serviceLocked: {
      id: 'settings.service.locked',
      defaultMessage: 'This computer’s administrator set this address, so it cannot be changed here.',
      description: 'Settings: the service’s address was set by the computer’s administrator.',
    },
    serviceChangeHint: {
      id: 'settings.service.changeHint',
      defaultMessage: 'Change it only if the memorial service or your administrator gave you another address.',
      description: 'Settings, above the button that changes the service’s address.',
    },
    serviceChange: { id: 'settings.service.change', defaultMessage: 'Change the address', description: 'Settings, button: change the service’s address.' },
    addressLabel: {
      id: 'settings.address.label',
      defaultMessage: 'The memorial service’s address',
      description: 'Settings, the label of the field where the service’s web address is typed.',
    },
    addressHint: {
      id: 'settings.address.hint',
      defaultMessage:
        'Accounts belong to the service they signed in at: after a change, you sign in at the new one. Your accounts here come back if you change the address back.',
      description: 'Settings, under the service’s address field: what changing it does to the accounts.',
    },
    addressEmpty: {
      id: 'settings.address.empty',
      defaultMessage: 'Please type the memorial service’s address, starting with https://.',
      description: 'Settings, the problem shown when the service’s address field is left empty. Keep “https://” as it is.',
    },
    addressSave: { id: 'settings.address.save', defaultMessage: 'Save the address', description: 'Settings, button: save the service’s new address.' },
    addressCancel: { id: 'settings.address.cancel', defaultMessage: 'Cancel', description: 'Settings, button: stop changing the service’s address.' },
    lockedHeading: {
      id: 'settings.locked.heading',
      defaultMessage: 'Set by this computer’s administrator',
      description: 'Settings, heading of the list of settings the computer’s administrator set.',
    },
    lockedFrom: {
      id: 'settings.locked.from',
      defaultMessage: 'These come from {file} and cannot be changed in Memorial Desk:',
      description: 'Settings, above the list of settings the administrator set. {file} is the path of the settings file, shown as it is.',
    },
    lockedPlain: {
      id: 'settings.locked.plain',
      defaultMessage: 'These cannot be changed in Memorial Desk:',
      description: 'Settings, above the list of settings the administrator set.',
    },
  }),
);
