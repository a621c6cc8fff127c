/** Announcements and events on a memorial (Premium), and the replies to an event. */
import { createRoute } from '@tanstack/react-router';
import type { MessageDescriptor } from 'react-intl';
import { defineFeature, lazyPlace, memorialPlace } from '../../ui/feature';
import { paths } from '../../ui/places';
import { NAV_WORDS } from './post-nav-words';
import './posts.css';

/**
 * TODO(issue 32): the navigation's entries and `memorialPlace` take a string (ui/feature.tsx), so
 * these are the messages' English for now; once they take a message, pass NAV_WORDS' messages.
 */
function english(message: MessageDescriptor): string {
  return typeof message.defaultMessage === 'string' ? message.defaultMessage : '';
}

export const feature = defineFeature({
  routes: (root) => [
    createRoute({
      getParentRoute: () => root,
      path: paths.posts,
      staticData: { account: 'personal' },
      component: lazyPlace(
        () => import('./PostsScreen'),
        ({ PostsScreen }) => memorialPlace(english(NAV_WORDS.place), PostsScreen),
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: paths.eventReplies,
      staticData: { account: 'personal' },
      component: lazyPlace(
        () => import('./EventReplies'),
        ({ EventReplies }) => memorialPlace(english(NAV_WORDS.repliesPlace), EventReplies, { needsEvent: true }),
      ),
    }),
  ],
});
