/** A link that opens the service's create-a-memorial form prefilled (spec 4.6), for someone who will not sign in. */
import { createRoute } from '@tanstack/react-router';
import { defineFeature, lazyPlace } from '../../ui/feature';
import { paths } from '../../ui/places';
import './onboarding.css';

export const feature = defineFeature({
  routes: (root) => [
    // Needs no account: building the link uses no token, only the service's web address.
    createRoute({
      getParentRoute: () => root,
      path: paths.onboardingLink,
      staticData: { account: 'none' },
      component: lazyPlace(
        () => import('./OnboardingLinkScreen'),
        (screens) => screens.OnboardingLinkScreen,
      ),
    }),
  ],
  // Not in the main navigation: "My memorials" offers it ("Make a link for someone else to start
  // one"), and any screen can link to places.onboardingLink.
});
