/** Announcements and events on a memorial (Premium), and the replies to an event. */
import { createRoute } from '@tanstack/react-router';
import { defineFeature, lazyPlace, memorialPlace } from '../../ui/feature';
import { paths } from '../../ui/places';
import './posts.css';

export const feature = defineFeature({
  routes: (root) => [
    createRoute({
      getParentRoute: () => root,
      path: paths.posts,
      staticData: { account: 'personal' },
      component: lazyPlace(
        () => import('./PostsScreen'),
        ({ PostsScreen }) => memorialPlace('its announcements and events', PostsScreen),
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: paths.eventReplies,
      staticData: { account: 'personal' },
      component: lazyPlace(
        () => import('./EventReplies'),
        ({ EventReplies }) => memorialPlace('the replies to this event', EventReplies, { needsEvent: true }),
      ),
    }),
  ],
});
