import type { Page } from 'playwright-core';

/**
 * Signs a page in as a family, as a new user does: "Sign in as a family", the code on screen,
 * approved on the service's side by `approve` (the sandbox's control API, standing in for the
 * person on the service's page), then My memorials. From the welcome screen at `appUrl`, or as
 * another account from the account menu. Playwright's own waits: it serves set-up (beforeAll,
 * where expect.poll is not) and journeys alike.
 */
export interface SignInWords {
  signInAsFamily: string;
  yourCode: string;
  myMemorials: RegExp;
}

/** The words the sign-in is found by, in English unless a journey in another language gives its own. */
export const ENGLISH_SIGN_IN: SignInWords = { signInAsFamily: 'Sign in as a family', yourCode: 'Your code', myMemorials: /My memorials/ };

export async function familySignIn(
  page: Page,
  how: { appUrl: string; approve: (userCode: string) => Promise<unknown>; another?: boolean; words?: SignInWords },
): Promise<void> {
  const words = how.words ?? ENGLISH_SIGN_IN;
  if (how.another) {
    await page.getByRole('button', { name: /(Family|Funeral home) account$/ }).click();
    await page.getByRole('menuitem', { name: 'Add another account' }).click();
  } else {
    await page.goto(how.appUrl);
  }
  await page.getByRole('button', { name: words.signInAsFamily }).click();
  const code = page
    .getByRole('region', { name: words.yourCode })
    .locator('.user-code__value')
    .filter({ hasText: /^[A-Z]{4}-[A-Z]{4}$/ });
  await code.waitFor({ timeout: 15_000 });
  await how.approve((await code.textContent()) ?? '');
  await page.getByRole('heading', { level: 1, name: words.myMemorials }).waitFor({ timeout: 30_000 });
}
