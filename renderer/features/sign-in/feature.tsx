/** Signing in: the choice of how, a family's code, a funeral home's token. */
import { createRoute } from '@tanstack/react-router';
import { useAppStore } from '../../data/app-state';
import { defineFeature, lazyPlace } from '../../ui/feature';
import { paths } from '../../ui/places';
import { flagParam, searchSchema, textParam } from '../../ui/search-params';
import { leaveDeviceFlow, startDeviceFlow } from './device-flow-state';
import './sign-in.css';

/** A new sign-in begins: the note the last one left ("You are signed in as …") is old news. */
const clearOldNote = () => useAppStore.getState().setFlash(null);

const FamilySearch = searchSchema<{ again?: string }>((search) => ({ again: textParam(search.again, 100, 1) }));
const FuneralHomeSearch = searchSchema<{ again?: boolean }>((search) => ({ again: flagParam(search.again) }));

export const feature = defineFeature({
  routes: (root) => [
    createRoute({
      getParentRoute: () => root,
      path: paths.signIn,
      staticData: { account: 'none' },
      onEnter: clearOldNote,
      component: lazyPlace(
        () => import('./SignInScreen'),
        (screens) => screens.SignInScreen,
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: paths.familySignIn,
      staticData: { account: 'none' },
      validateSearch: FamilySearch,
      // Arriving here asks for a code; leaving while it waits stops it in the core.
      onEnter: (match) => {
        clearOldNote();
        startDeviceFlow(FamilySearch.parse(match.search).again ?? null);
      },
      onLeave: leaveDeviceFlow,
      component: lazyPlace(
        () => import('./DeviceSignIn'),
        (screens) => screens.FamilySignIn,
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: paths.funeralHomeSignIn,
      staticData: { account: 'none' },
      validateSearch: FuneralHomeSearch,
      onEnter: clearOldNote,
      component: lazyPlace(
        () => import('./BusinessSignIn'),
        (screens) => screens.BusinessSignIn,
      ),
    }),
  ],
});
