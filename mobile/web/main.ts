/**
 * The phone bundle's entry: the home for this page, then the app (phone-app.ts).
 *
 * In the phone app (iOS, Android) the home is the native one. Anywhere else this page is the test
 * rig's (`npm run phone`): its web stand-ins for the native parts are a module of their own that
 * the rig serves beside this bundle (mobile/rig/page/), never part of it, so the bundle the phone
 * carries holds no other place to keep a sign-in (test/mobile/vite.config.test.ts).
 */
// First, before zod loads: see the module.
import '../../shared/zod-config';
import { Capacitor } from '@capacitor/core';
import { deviceStart } from './device-start';
import { startPhoneApp, type PhoneStart } from './phone-app';

/** Where the rig serves its stand-ins, beside index.html. */
export const RIG_MODULE = 'rig/start.js';

async function rigStart(): Promise<PhoneStart> {
  const module = (await import(/* @vite-ignore */ new URL(RIG_MODULE, document.baseURI).href)) as { rigStart(): Promise<PhoneStart> };
  return module.rigStart();
}

async function main(): Promise<void> {
  // Where a start's time goes, for the phone bench (test/bench/phone.ts) and a WebView's profiler.
  performance.mark('memorial-desk:bundle-running');
  const root = document.getElementById('root')!;
  try {
    const start = Capacitor.isNativePlatform() ? deviceStart() : await rigStart();
    performance.mark('memorial-desk:home-ready');
    await startPhoneApp(start, root);
  } catch (error) {
    console.error('Memorial Desk could not start:', error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error');
    // Its own module, which no start that works carries.
    await import('./start-failure')
      .then(({ showStartFailure }) => showStartFailure(root, error))
      .catch(() => console.error('Memorial Desk could not say that it could not start.'));
  }
}

// Begun from a microtask, not from the module's top level: a start's first steps (the rig's module
// requested, a worker made) then have only main() beneath them, not this whole chunk's top-level
// code. Where a request's initiator is recorded (a WebView with its inspector attached, as in the
// phone bench), Chromium collects the source positions of every frame on the stack, and for the
// top-level frame that meant parsing the whole first-screen chunk again: 80 ms at 4× CPU, in a trace.
queueMicrotask(() => void main());
