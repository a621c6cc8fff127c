/**
 * The phone app on a device: every port from the native adapters (mobile/native/), the service
 * from the person's own setting. A phone has no embedded demo sandbox.
 */
import { createPhoneHome } from '../native';
import type { PhoneStart } from './phone-app';

export function deviceStart(): PhoneStart {
  const phone = createPhoneHome();
  return {
    home: { store: phone.storeEngine, files: phone.files, secrets: phone.secrets, host: phone.host, person: phone.personFiles, fetch: phone.fetch },
    demo: false,
    followLifecycle: (to) => phone.followLifecycle(to),
  };
}
