import { appCall } from './calls';

/**
 * The person's Check now on the combined inbox's Waiting list: the core asks every memorial now. A
 * failure (the service not answering, a check refused) is `untold`: no read on screen shows it.
 */
export async function checkInboxNow(accountId: string): Promise<{ error: unknown; untold: boolean }> {
  try {
    const { answered } = await appCall('inbox.checkNow', { accountId });
    return { error: answered ? null : new Error('Not every memorial answered.'), untold: !answered };
  } catch (error) {
    return { error, untold: true };
  }
}
