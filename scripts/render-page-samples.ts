/**
 * Writes sample HTML of every sandbox page to .tmp/pages/, to look at in a browser (or screenshot
 * headless) after changing the pages' wording or design. Nothing here is served.
 *
 *   node --import tsx scripts/render-page-samples.ts [OUT_DIR]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildOnboardingLink, parseOnboardingQuery } from '../shared/onboarding-link';
import { renderDevicePage } from '../sandbox/pages/device';
import { renderMemorialPage, renderNotFoundPage } from '../sandbox/pages/memorial';
import { renderStartConfirmed, renderStartPage, renderStartSent } from '../sandbox/pages/start';

const outDir = resolve(process.argv[2] ?? '.tmp/pages');

/** Reads an onboarding link back the way the server will, to show a realistic prefilled form. */
function prefillFrom(url: string) {
  const query: Record<string, string> = {};
  const search = url.split('?')[1] ?? '';
  for (const pair of search.split('&').filter(Boolean)) {
    const [key = '', value = ''] = pair.split('=');
    query[decodeURIComponent(key)] = decodeURIComponent(value);
  }
  return parseOnboardingQuery(query, '2026-10-10');
}

const selfLink = buildOnboardingLink('http://127.0.0.1:4010', {
  name: 'Margaret "Peggy" O’Brien',
  type: 'person',
  mode: 'self',
  born: '1941-03-12',
  died: '2026-10-03',
  title: 'Forever in our hearts',
  subtitle: 'Beloved mother, grandmother and friend',
  story: 'Peggy grew up by the sea in Cork.\n\nShe taught at the village school for forty years.',
  feel: 'warm, gentle',
  ref: 'memorial-desk',
});

const petLink = buildOnboardingLink('http://127.0.0.1:4010', {
  name: 'Biscuit',
  type: 'pet',
  mode: 'ai',
  species: 'Dog',
  born: '2012-05-01',
  died: '2026-09-30',
  notes: 'Golden retriever. Loved the beach, stole socks, slept on the stairs. Best friend of Sam and Lily.',
  ref: 'memorial-desk',
});

const pages: Record<string, string> = {
  'device-enter': renderDevicePage({ kind: 'enter' }),
  'device-enter-error': renderDevicePage({
    kind: 'enter',
    userCode: 'WXYZ-1234',
    error: 'We don’t recognise that code. Check it against the app and try again.',
  }),
  'device-confirm': renderDevicePage({ kind: 'confirm', userCode: 'BCDF-GHJK', clientName: 'Memorial Desk' }),
  'device-confirm-error': renderDevicePage({
    kind: 'confirm',
    userCode: 'BCDF-GHJK',
    clientName: 'Memorial Desk',
    email: 'nobody@example.com',
    error: 'No account uses that email address.',
  }),
  'device-approved': renderDevicePage({ kind: 'approved', clientName: 'Memorial Desk' }),
  'device-denied': renderDevicePage({ kind: 'denied', clientName: 'Memorial Desk' }),
  'device-expired': renderDevicePage({ kind: 'expired' }),
  'start-empty': renderStartPage(null),
  'start-self': renderStartPage(prefillFrom(selfLink.url)),
  'start-pet-ai': renderStartPage(prefillFrom(petLink.url)),
  'start-error': renderStartPage(prefillFrom(selfLink.url), { error: 'Your email address must be an email address, like name@example.com.', email: 'peggy@' }),
  'start-sent': renderStartSent('sam.obrien@example.com'),
  'start-sent-sandbox-link': renderStartSent('sam.obrien@example.com', '/start/confirm/mdc_example'),
  'start-confirmed': renderStartConfirmed({ name: 'Margaret “Peggy” O’Brien', manageUrl: '/manage/42' }),
  memorial: renderMemorialPage({
    deceasedName: 'Margaret “Peggy” O’Brien',
    title: 'Forever in our hearts',
    subtitle: 'Beloved mother, grandmother and friend',
    obituary:
      'Peggy grew up by the sea in Cork, the youngest of five, and never lost her love of a cold swim.\n\nShe taught at the village school for forty years. Generations of children learned their letters at her table, and many came back to show her their own children.\n\nShe is survived by her children Sam and Lily, six grandchildren, and a garden full of roses.',
    birthDate: '1941-03-12',
    deathDate: '2026-10-03',
    coverUrl: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="500"><rect width="1200" height="500" fill="#8aa6b8"/><circle cx="900" cy="140" r="70" fill="#f4e3b5"/><path d="M0 380 Q300 300 600 380 T1200 360 V500 H0Z" fill="#56707f"/></svg>')}`,
    tributes: [
      {
        title: 'Our teacher',
        body: 'Mrs O’Brien taught me to read.\nI think of her every time I open a book.',
        authorName: 'Tom Walsh',
        createdAt: '2026-10-05T09:12:00Z',
        isPinned: true,
      },
      {
        title: null,
        body: 'Such a kind neighbour. The roses will miss you, Peggy.',
        authorName: 'Ann',
        createdAt: '2026-10-06T18:40:00+01:00',
        isPinned: false,
      },
      { title: 'Swims at dawn', body: 'Every New Year’s Day, without fail.\n\nSee you in the water.', authorName: null, createdAt: null, isPinned: false },
    ],
    fund: {
      message: 'In place of flowers, the family asks that gifts go to the village school library, which Peggy loved.',
      links: [
        { title: 'Give to the school library', url: 'https://example.org/library' },
        { title: null, url: 'https://example.org/roses' },
      ],
    },
    broadcasts: [
      {
        kind: 'event',
        title: 'Funeral Mass',
        content: 'All are welcome. Afterwards, tea at the parish hall.',
        location: 'St Mary’s Church, Main Street',
        startsAt: '2026-10-10T11:00:00+01:00',
        endsAt: '2026-10-10T12:30:00+01:00',
        rsvp: 'Please tell Lily by phone: 021 555 0199',
      },
      {
        kind: 'announcement',
        title: 'Thank you',
        content: 'We are overwhelmed by your kindness. Thank you for every card and every story.',
        location: null,
        startsAt: null,
        endsAt: null,
        rsvp: null,
      },
    ],
  }),
  'memorial-minimal': renderMemorialPage({
    deceasedName: 'Biscuit',
    title: null,
    subtitle: null,
    obituary: null,
    birthDate: null,
    deathDate: '2026-09-30',
    coverUrl: null,
    tributes: [],
    fund: null,
    broadcasts: [],
  }),
  'not-found': renderNotFoundPage(),
};

mkdirSync(outDir, { recursive: true });
for (const [name, html] of Object.entries(pages)) {
  writeFileSync(join(outDir, `${name}.html`), html);
}
console.log(`wrote ${Object.keys(pages).length} pages to ${outDir}`);
