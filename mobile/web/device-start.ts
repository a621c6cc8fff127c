/**
 * The phone app on a device: every port from the native adapters (mobile/native/), the service
 * from the person's own setting, or at first the one the bundle was built for (MEMORIAL_API_URL,
 * mobile/vite.config.ts). A phone has no embedded demo sandbox.
 */
import { createPhoneHome } from '../native';
import type { PhoneStart } from './phone-app';

/** The service the bundle was built for; '' when it names none. */
const builtFor: unknown = import.meta.env.MEMORIAL_API_URL;
const BUILT_FOR = typeof builtFor === 'string' ? builtFor : '';

export function deviceStart(): PhoneStart {
  const { followLifecycle, ...home } = createPhoneHome();
  return {
    ...(BUILT_FOR !== '' ? { serviceUrl: BUILT_FOR } : {}),
    home,
    demo: false,
    followLifecycle,
  };
}
