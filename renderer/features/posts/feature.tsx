/** Announcements and events on a memorial (Premium), and the replies to an event. */
import { createRoute } from '@tanstack/react-router';
import { defineFeature, lazyPlace, memorialPlace } from '../../ui/feature';
import { paths } from '../../ui/places';
import { NAV_WORDS } from './post-nav-words';
import './posts.css';

export const feature = defineFeature({
  routes: (root) => [
    createRoute({
      getParentRoute: () => root,
      path: paths.posts,
      staticData: { account: 'personal' },
      component: lazyPlace(
        () => import('./PostsScreen'),
        ({ PostsScreen }) => memorialPlace(NAV_WORDS.place, PostsScreen),
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: paths.eventReplies,
      staticData: { account: 'personal' },
      component: lazyPlace(
        () => import('./EventReplies'),
        ({ EventReplies }) => memorialPlace(NAV_WORDS.repliesPlace, EventReplies, { needsEvent: true }),
      ),
    }),
  ],
});
