/** Announcements and events on a memorial (Premium), and the replies to an event. */
import { createRoute } from '@tanstack/react-router';
import { defineFeature, lazyPlace } from '../../ui/feature';
import { memorialPlace } from '../../ui/MemorialPlace';
import './posts.css';

const PostsPlace = lazyPlace(
  () => import('./PostsScreen'),
  ({ PostsScreen }) => memorialPlace('its announcements and events', ({ account, memorialId }) => <PostsScreen account={account} memorialId={memorialId} />),
);
const RepliesPlace = lazyPlace(
  () => import('./EventReplies'),
  ({ EventReplies }) =>
    memorialPlace(
      'the replies to this event',
      ({ account, memorialId, eventId }) => <EventReplies account={account} memorialId={memorialId} eventId={eventId!} />,
      { needsEvent: true },
    ),
);

export const feature = defineFeature({
  routes: (root) => [
    createRoute({ getParentRoute: () => root, path: '/memorials/$memorialId/posts', staticData: { account: 'personal' }, component: PostsPlace }),
    createRoute({ getParentRoute: () => root, path: '/memorials/$memorialId/posts/$eventId', staticData: { account: 'personal' }, component: RepliesPlace }),
  ],
});
