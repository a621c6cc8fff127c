import { getBridge } from '../bridge';
import type { API_MODES, ApiBridgeName, ApiInput, BridgeArgs, SuccessBody } from '../../shared/bridge';

/** The API operations main carries as reads (cached, coalesced, droppable when in the background). */
export type ReadName = { [N in ApiBridgeName]: (typeof API_MODES)[N] extends 'read' ? N : never }[ApiBridgeName];

/** A read through main's scheduler; the body of the service's answer. */
export async function read<N extends ReadName>(name: N, input: ApiInput<N>): Promise<SuccessBody<N>> {
  // For an API operation BridgeArgs<N> is ApiInput<N>, and for a read BridgeResult<N> is
  // ApiAnswer<N>; TypeScript cannot see through the conditional types with N still generic.
  const answer = (await getBridge().call(name, input as BridgeArgs<N>)) as { data: SuccessBody<N> };
  return answer.data;
}

/**
 * Opens an http(s) address in the person's browser. In Electron main does it; in browser mode
 * main cannot reach this browser, says so with `opened: false`, and the page opens a new tab.
 */
export async function openExternal(url: string): Promise<void> {
  const { opened } = await getBridge().call('app.openExternal', { url });
  if (!opened) window.open(url, '_blank', 'noopener,noreferrer');
}
