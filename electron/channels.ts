/**
 * Names shared between processes, in a module of their own so the sandboxed preload's bundle
 * takes nothing else from main. The renderer never learns the channel names.
 */
export const BRIDGE_CALL_CHANNEL = 'memorial-desk:bridge-call';
export const BRIDGE_EVENT_CHANNEL = 'memorial-desk:bridge-event';

/** Main prints this line, when `npm start` launched it, once its window is showing. */
export const READY_LINE = 'MEMORIAL_DESK_READY';
