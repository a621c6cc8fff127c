/** The sign-in screens' words: catalog messages (shared/i18n), with a note for translators on each. */
import { defineMessages } from 'react-intl';
import { messages } from '../../ui/messages';

/** A name a person typed, isolated in plain text (FSI … PDI): one helper for the whole app. */
export { isolate } from '../../../shared/i18n/isolate';

export const SIGN_IN_WORDS = messages(
  defineMessages({
    titleWelcome: {
      id: 'signIn.title.welcome',
      defaultMessage: 'Welcome to Memorial Desk',
      description: 'Sign-in, title of the first screen when no account is signed in yet. Memorial Desk is the app’s name: keep it as it is.',
    },
    titleAdding: {
      id: 'signIn.title.adding',
      defaultMessage: 'Add another account',
      description: 'Sign-in, title when the person is already signed in and adds a second account.',
    },
    leadWelcome: {
      id: 'signIn.lead.welcome',
      defaultMessage: 'You are not signed in yet. Sign in to see and look after the memorials you care for. Choose the way that fits you:',
      description: 'Sign-in, the first sentence when no account is signed in; two ways to sign in follow.',
    },
    leadAdding: {
      id: 'signIn.lead.adding',
      defaultMessage:
        'Sign in with another family or funeral home account. You can move between accounts from the account menu at the top (on a phone, under Menu).',
      description: 'Sign-in, the first sentence when adding an account. “Menu” is the name of the button on a phone: use the same word as that button.',
    },
    demoTitle: {
      id: 'signIn.demo.title',
      defaultMessage: 'This is a demonstration',
      description: 'Sign-in, heading of the note shown when the app runs its built-in demonstration.',
    },
    demoAbout: {
      id: 'signIn.demo.about',
      defaultMessage:
        'Memorial Desk is connected to a practice copy of the memorial service, filled with made-up people and memorials. Nothing you do here reaches real families or the public. It can sign you in to the demonstration’s family and funeral home by itself.',
      description: 'Sign-in, what the demonstration is.',
    },
    demoAgain: {
      id: 'signIn.demo.again',
      defaultMessage: 'Sign in to the demonstration again',
      description: 'Sign-in, button: sign in to the demonstration’s accounts again.',
    },
    familyHeading: { id: 'signIn.family.heading', defaultMessage: 'For families', description: 'Sign-in, heading of the way a family signs in.' },
    familyAbout: {
      id: 'signIn.family.about',
      defaultMessage:
        'If you look after a memorial for someone you love. You will get a short code to confirm on the memorial service’s website, in your web browser. There is no password to type here.',
      description: 'Sign-in, who signs in as a family and how (a short code confirmed on the service’s website).',
    },
    familySignIn: { id: 'signIn.family.button', defaultMessage: 'Sign in as a family', description: 'Sign-in, button: sign in as a family.' },
    businessHeading: {
      id: 'signIn.business.heading',
      defaultMessage: 'For funeral homes',
      description: 'Sign-in, heading of the way a funeral home signs in.',
    },
    businessAbout: {
      id: 'signIn.business.about',
      defaultMessage: 'If you work at a funeral home that uses the memorial service. You will paste your organization’s business token.',
      description: 'Sign-in, who signs in as a funeral home and how (pasting the business token, a long secret the service gave them).',
    },
    businessSignIn: {
      id: 'signIn.business.button',
      defaultMessage: 'Sign in as a funeral home',
      description: 'Sign-in, button: sign in as a funeral home.',
    },
    existingHeading: {
      id: 'signIn.existing.heading',
      defaultMessage: 'Accounts already on this computer',
      description: 'Sign-in, heading of the accounts already signed in here, to switch to one.',
    },
    use: {
      id: 'signIn.existing.use',
      defaultMessage: 'Use {name} ({kind, select, personal {Family account} other {Funeral home account}})',
      description:
        'Sign-in, button: switch to an account already signed in. {name} is the account’s name as the person or the service wrote it (kept as it is); kind is personal for a family’s account.',
    },
    back: {
      id: 'signIn.back',
      defaultMessage: 'Back to {kind, select, personal {My memorials} other {Memorials}}',
      description: 'Sign-in, button: go back to the first screen of the account in use (My memorials for a family, Memorials for a funeral home).',
    },
  }),
);

/** The funeral home's sign-in with its business token. */
export const BUSINESS_WORDS = messages(
  defineMessages({
    title: {
      id: 'signIn.business.title',
      defaultMessage: 'Sign in as a funeral home',
      description: 'Funeral home sign-in, title of the screen where the business token is pasted.',
    },
    titleAgain: {
      id: 'signIn.business.titleAgain',
      defaultMessage: 'Sign in again',
      description: 'Funeral home sign-in, title when signing back in to an account whose sign-in has gone.',
    },
    lead: {
      id: 'signIn.business.lead',
      defaultMessage:
        '{again, select, true {Paste your organization’s business token again.} other {Paste your organization’s business token.}} Memorial Desk checks it with the memorial service before keeping it.',
      description:
        'Funeral home sign-in, the first sentence. again is true when signing back in. The business token is a long secret the service gave the funeral home.',
    },
    label: {
      id: 'signIn.business.label',
      defaultMessage: 'Business token',
      description: 'Funeral home sign-in, the label of the field the token is pasted in.',
    },
    hint: {
      id: 'signIn.business.hint',
      defaultMessage:
        'You can find it on the memorial service’s website, under <b>Business settings → API tokens</b>. {storage, select, os {It is kept in this computer’s secure storage and never shown again.} other {This computer has no secure storage Memorial Desk can use, so it is kept only until Memorial Desk closes, and never shown again.}}',
      description:
        'Funeral home sign-in, under the token field. <b>…</b> are the service website’s own menu names: keep them as the website shows them. storage is os when the system keychain keeps the token.',
    },
    toggle: {
      id: 'signIn.business.toggle',
      defaultMessage: '{visible, select, true {Hide token} other {Show token}}',
      description: 'Funeral home sign-in, button beside the token field: hide the token (visible is true) or show it.',
    },
    checking: {
      id: 'signIn.business.checking',
      defaultMessage: 'Checking the token with the memorial service…',
      description: 'Funeral home sign-in, said while the service checks the token.',
    },
    submit: { id: 'signIn.business.submit', defaultMessage: 'Check and sign in', description: 'Funeral home sign-in, button: check the token and sign in.' },
    otherWay: {
      id: 'signIn.business.otherWay',
      defaultMessage: 'Choose another way to sign in',
      description: 'Funeral home sign-in, button: go back to the choice between signing in as a family or a funeral home.',
    },
    signedIn: {
      id: 'signIn.business.signedIn',
      defaultMessage: 'You are signed in as {name}.',
      description:
        'Funeral home sign-in, the message on the next screen once signed in. {name} is the funeral home’s name as the service gives it (kept as it is).',
    },
  }),
);

/** A family's sign-in with a code (the device flow). */
export const DEVICE_WORDS = messages(
  defineMessages({
    title: { id: 'signIn.device.title', defaultMessage: 'Sign in as a family', description: 'Family sign-in with a code, the screen’s title.' },
    titleAgain: {
      id: 'signIn.device.titleAgain',
      defaultMessage: 'Sign in again',
      description: 'Family sign-in with a code, the title when signing back in to an account whose sign-in has gone.',
    },
    starting: { id: 'signIn.device.starting', defaultMessage: 'Getting your sign-in code…', description: 'Family sign-in, said while the code is asked for.' },
    tryAgain: { id: 'signIn.device.tryAgain', defaultMessage: 'Try again', description: 'Family sign-in, button: ask for a code again after a problem.' },
    otherWay: {
      id: 'signIn.device.otherWay',
      defaultMessage: 'Choose another way to sign in',
      description: 'Family sign-in, button: go back to the choice between signing in as a family or a funeral home.',
    },
    signedIn: { id: 'signIn.device.signedIn', defaultMessage: 'You are signed in.', description: 'Family sign-in, said on the next screen once signed in.' },
    signedInAs: {
      id: 'signIn.device.signedInAs',
      defaultMessage: 'You are signed in. This account is called “{name}”; you can rename it from the account menu at the top (on a phone, under Menu).',
      description:
        'Family sign-in, said on the next screen once signed in. {name} is the name the app gave the account (kept as it is). “Menu” is the name of the button on a phone: use the same word as that button.',
    },
    copyNotHere: {
      id: 'signIn.device.copyNotHere',
      defaultMessage: 'The code could not be copied here. Please write it down instead.',
      description: 'Family sign-in: this device cannot copy to the clipboard.',
    },
    copied: { id: 'signIn.device.copied', defaultMessage: 'Code copied', description: 'Family sign-in, said once the code is copied.' },
    copyFailed: {
      id: 'signIn.device.copyFailed',
      defaultMessage: 'The code could not be copied. Please write it down instead.',
      description: 'Family sign-in: copying the code failed.',
    },
    ended: {
      id: 'signIn.device.ended',
      defaultMessage:
        '{state, select, denied {Sign-in was declined} expired {The code ran out of time} cancelled {Sign-in was cancelled} other {Sign-in did not work}}',
      description:
        'Family sign-in, the title when the sign-in ended without success: declined on the service’s page, the code expired, cancelled, or another failure.',
    },
    startAgain: { id: 'signIn.device.startAgain', defaultMessage: 'Start again', description: 'Family sign-in, button: start a new sign-in with a new code.' },
    stepCheck: {
      id: 'signIn.device.stepCheck',
      defaultMessage: 'Check that the memorial service’s page shows this code, then choose to allow Memorial Desk.',
      description: 'Family sign-in, the first step: on the service’s web page, check the code and allow the app.',
    },
    yourCode: { id: 'signIn.device.yourCode', defaultMessage: 'Your code', description: 'Family sign-in, the heading above the short sign-in code.' },
    waitingSaid: {
      id: 'signIn.device.waitingSaid',
      defaultMessage: 'Open the sign-in page and enter the code {code} to let Memorial Desk act for you. The code works until {time}.',
      description:
        'Family sign-in, read out by a screen reader while the app waits (in place of the service’s own sentence, which is in English). {code} is the code spelled out letter by letter; {time} a clock time, already written as the person’s region writes it.',
    },
    until: {
      id: 'signIn.device.until',
      defaultMessage: 'This code works until {time}.',
      description: 'Family sign-in, under the code. {time} is a clock time, already written as the person’s region writes it.',
    },
    openPage: {
      id: 'signIn.device.openPage',
      defaultMessage: 'Open the sign-in page',
      description: 'Family sign-in, button: open the service’s sign-in page in the browser.',
    },
    copy: { id: 'signIn.device.copy', defaultMessage: 'Copy the code', description: 'Family sign-in, button: copy the code.' },
    elsewhere: {
      id: 'signIn.device.elsewhere',
      defaultMessage: 'On another computer or phone? Go to {address} and type the code.',
      description: 'Family sign-in: the code can be typed on another device. {address} is a web address, shown as it is.',
    },
    stepReturn: {
      id: 'signIn.device.stepReturn',
      defaultMessage: 'Come back here. This window moves on by itself once you have allowed it.',
      description: 'Family sign-in, the second step: return to the app, which goes on by itself.',
    },
    cancel: { id: 'signIn.device.cancel', defaultMessage: 'Cancel', description: 'Family sign-in, button: stop signing in.' },
    dash: {
      id: 'signIn.device.dash',
      defaultMessage: '{before}, dash, {after}',
      description:
        'Family sign-in, read by screen readers only: the groups of the code spelled letter by letter, with the dash between them said as a word (“B C D F, dash, G H J K”). {before} and {after} are the groups.',
    },
  }),
);
