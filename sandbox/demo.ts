/**
 * The demo world (`--demo`): a funeral home and a family, with memorials and tributes in every
 * state, made through the sandbox's own logic (the same inserts, checks and jobs the API uses),
 * so that it is exactly what the API would have made. Every date is relative to the sandbox
 * clock, and everything random comes from a seeded generator, so the world is the same each time.
 *
 * Finished work (safety checks, go-lives) is run at once and then dated back into the past;
 * a few things are left under way on purpose, so that the demo shows them happening:
 * a new memorial and a new tribute still being checked (for STILL_CHECKING_MS), and three
 * funeral-home memorials in progress that go live days from now.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BusinessStatus, DesignatedOwner, ProvisionInput } from './business';
import { claimInvitation, GO_LIVE_JOB, provision, registerBusinessJobs } from './business';
import type { SandboxContext } from './context';
import { CONTRIBUTION_CHECK_JOB, registerContributionCheck } from './contributions';
import { draftObituary, MEMORIAL_CHECK_JOB, RECOVERABLE_SECONDS, registerMemorialCheck, type MemorialRow } from './memorials';
import { addRsvp, createBroadcast, registerPremiumChecks, saveFund } from './premium';
import { DEFAULT_SETTINGS } from './settings';
import { uniqueSlug } from './slug';
import { issueToken } from './tokens';

export interface DemoWorld {
  /** The family person: signs in on /device with this email. */
  person: { id: number; name: string; email: string; token: string };
  organization: { id: number; name: string; token: string };
}

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** How long the "being checked" memorial and tribute stay pending: long enough to be seen in the app. */
export const STILL_CHECKING_MS = 20_000;

/** Days from now until each in-progress funeral-home memorial goes live (the family is still finishing it). */
const IN_PROGRESS_GO_LIVE_DAYS = [1, 3, 6];

/** The demo family person; she signs in on /device with this email. */
export const DEMO_FAMILY = { name: 'Margaret Whitfield', email: 'margaret@demo.example' } as const;
const FAMILY = DEMO_FAMILY;
const ORGANIZATION = {
  name: 'Hollis & Daughters Funeral Home',
  displayName: 'Hollis & Daughters',
  subdomain: 'hollis',
  brandColor: '#5a6b5d',
  admin: { name: 'Ruth Hollis', email: 'ruth@hollis.demo.example' },
};

/** Fills an empty database with the demo world; null (and nothing changed) when it already holds data. */
export function seedDemo(ctx: SandboxContext): DemoWorld | null {
  // The checks and go-lives this world goes through (the routes register the same handlers).
  registerMemorialCheck(ctx);
  registerContributionCheck(ctx);
  registerPremiumChecks(ctx);
  registerBusinessJobs(ctx);
  return ctx.db.transaction(() => {
    if (ctx.db.one('SELECT 1 AS x FROM people UNION ALL SELECT 1 FROM organizations LIMIT 1')) return null;
    return new DemoBuilder(ctx).build();
  });
}

/**
 * Fresh tokens for the demo world's family and funeral home, whenever the demo starts: the app's
 * demo signs in to them anew each time (a session-only sign-in does not outlive the app, and no
 * token is ever printed). Null when the database holds no demo world.
 */
export function issueDemoTokens(ctx: SandboxContext): DemoWorld | null {
  const person = ctx.db.one<{ id: number; name: string; email: string }>('SELECT id, name, email FROM people WHERE email = ?', FAMILY.email);
  const organization = ctx.db.one<{ id: number; name: string }>('SELECT id, name FROM organizations WHERE subdomain = ?', ORGANIZATION.subdomain);
  if (!person || !organization) return null;
  return ctx.db.transaction(() => ({
    person: { ...person, token: issueToken(ctx.db, ctx.clock, { kind: 'personal', personId: person.id, name: 'Demo family' }) },
    organization: { ...organization, token: issueToken(ctx.db, ctx.clock, { kind: 'business', organizationId: organization.id, name: 'Demo front desk' }) },
  }));
}

// ---------------------------------------------------------------------------------------------
// The family's memorials

type TributeState = 'approved' | 'pinned' | 'pending' | 'checking' | 'rejected' | 'hidden' | 'refused' | 'unconfirmed' | 'private';

interface TributeSeed {
  state: TributeState;
  daysAgo: number;
  author: string;
  email?: string;
  type?: 'message' | 'memory' | 'candle';
  title?: string;
  body: string;
  /** A family member with an account rather than a guest. */
  member?: boolean;
  rejectReason?: string;
}

const ELEANOR = {
  deceased_name: 'Eleanor Whitfield',
  title: 'Gardener, teacher and the heart of Elm Street',
  subtitle: 'Mum, Nan, and friend to everyone who came through her gate',
  obituary: [
    'Eleanor Whitfield was born in Larkfield and lived there nearly all her life. She taught at Larkfield Primary School for thirty-one years, where generations of children learned to read at the table by her window and to grow sunflowers taller than themselves.',
    'She married Robert Whitfield when she was twenty-three, and together they made the house on Elm Street a place where the kettle was always on and nobody left hungry. In later years she poured her energy into the community garden she helped to found, and into her six grandchildren, who never lost a game of cards to her without learning something.',
    'She loved sweet peas, crosswords, the first cup of tea of the day and a good argument about cricket. She is remembered with love by her children Margaret and David, her grandchildren, and a great many friends.',
  ].join('\n\n'),
  resting_place_notes: 'A bench with her name on it stands by the duck pond in Larkfield Park, facing the rose beds she loved.',
  age: 86,
  born: '04-12',
  diedDaysAgo: 320,
  createdDaysAgo: 314,
  templateId: 1, // Quiet Garden
};

const ELEANOR_TRIBUTES: TributeSeed[] = [
  {
    state: 'pinned',
    daysAgo: 305,
    author: 'Daniel Whitfield',
    email: 'daniel.whitfield@demo.example',
    member: true,
    type: 'memory',
    title: 'Sunday lunches',
    body: "Nan's Sunday lunches were the fixed point of every week of my childhood: roast potatoes, far too much gravy, and a crossword passed round the table until someone got the last clue. I still can't make the potatoes the way she did, but I keep trying. Love you, Nan.",
  },
  {
    state: 'pinned',
    daysAgo: 298,
    author: 'Priya Raman',
    email: 'priya.raman@demo.example',
    type: 'memory',
    title: 'She taught me to read',
    body: 'Mrs Whitfield taught me to read when I had just arrived in Larkfield and hardly spoke any English. She never once made me feel slow. I became a teacher because of her, and I still use her trick with the picture cards. Thank you, Mrs Whitfield.',
  },
  {
    state: 'approved',
    daysAgo: 310,
    author: 'Tom and Alice Brennan',
    email: 'alice.brennan@demo.example',
    type: 'candle',
    body: 'Thinking of you all, Maggie and David. Lighting a candle for a wonderful lady.',
  },
  {
    state: 'approved',
    daysAgo: 303,
    author: 'Helen Foster',
    email: 'helen.foster@demo.example',
    body: "Eleanor was the best neighbour anyone could wish for. Twenty years of chats over the fence, swapped cuttings, and a spare key that was never once needed but always there. Elm Street won't be the same.",
  },
  {
    state: 'rejected',
    daysAgo: 303,
    author: 'Helen Foster',
    email: 'helen.foster@demo.example',
    body: "Eleanor was the best neighbour anyone could wish for. Twenty years of chats over the fence, swapped cuttings, and a spare key that was never once needed but always there. Elm Street won't be the same.",
    rejectReason: "Posted twice by mistake; Helen's first message is on the page.",
  },
  {
    state: 'approved',
    daysAgo: 296,
    author: 'Grace Oduya',
    email: 'grace.oduya@demo.example',
    type: 'memory',
    title: 'The card games',
    body: 'I lost every game of rummy I ever played against Eleanor and enjoyed every one of them. She had a way of making you feel like the most interesting person in the room. Sending love to the whole family.',
  },
  {
    state: 'approved',
    daysAgo: 290,
    author: 'Michael Chen',
    email: 'michael.chen@demo.example',
    body: 'My deepest condolences. Mrs Whitfield was my teacher in Year 3 and I still remember the sunflower competition: she measured every single sunflower with the same delight.',
  },
  {
    state: 'approved',
    daysAgo: 88,
    author: 'The Larkfield Community Garden volunteers',
    email: 'hello@larkfield-garden.demo.example',
    title: 'From all of us at the garden',
    body: "The garden simply wouldn't exist without Eleanor. She turned a patch of nettles into a place where the whole town gathers. Her sweet peas still climb the fence by the blue gate.",
  },
  {
    state: 'hidden',
    daysAgo: 41,
    author: 'Jim Pollard',
    email: 'jim.pollard@demo.example',
    body: 'So sorry to hear about Eleanor. She was a friend to everyone at the allotments. If the family need a hand clearing the greenhouse, ring me on 07700 900461 any time.',
  },
  {
    state: 'private',
    daysAgo: 6,
    author: 'June Aldridge',
    email: 'june.aldridge@demo.example',
    title: 'For Maggie',
    body: "Maggie, I didn't want to put this on the page, but your mum sat with me every week when Frank was poorly, and I never properly thanked her. If you ever want to talk about her over a cup of tea, my door is always open. With love, June.",
  },
  {
    state: 'pending',
    daysAgo: 3,
    author: 'Ruth Abernathy',
    email: 'ruth.abernathy@demo.example',
    body: "We sang together in the Larkfield choir for many years. Eleanor always knew the alto line when the rest of us didn't. She is so missed on Thursday evenings.",
  },
  {
    state: 'unconfirmed',
    daysAgo: 2,
    author: 'Lucy Harrington',
    email: 'lucy.harrington@demo.example',
    body: "Eleanor was my mum's oldest friend, and she came to every one of my birthday parties until I was eighteen. I'll always remember her laugh. Love to Margaret and David.",
  },
  {
    state: 'refused',
    daysAgo: 1.5,
    author: 'Sam Porter',
    email: 'sam.porter@demo.example',
    // The sandbox's safety check refuses wording with a refuse term; this tribute carries one.
    body: 'Thinking of you all. {refuse}',
  },
  {
    state: 'pending',
    daysAgo: 1,
    author: 'Colin Marsh',
    email: 'colin.marsh@demo.example',
    body: "I delivered Eleanor's post for fifteen years and she never let me go past in the rain without offering a cup of tea. A lovely, lovely lady. My condolences to you all.",
  },
  {
    state: 'checking',
    daysAgo: 0,
    author: 'Anna Kowalski',
    email: 'anna.kowalski@demo.example',
    body: 'I only met Eleanor a few times at the garden, but she showed me how to sow beans properly and sent me home with a tray of seedlings. Thinking of you all as the anniversary comes round.',
  },
];

const ELEANOR_FUND = {
  message:
    "In place of flowers, Mum would have loved to see the Larkfield Community Garden grow. Anything you give goes towards new raised beds for the school's gardening club, which she helped to start.",
  link_one_title: 'Give to the Larkfield Community Garden',
  link_one_url: 'https://example.org/larkfield-garden/give',
  link_two_title: 'About the gardening club',
  link_two_url: 'https://example.org/larkfield-garden/club',
  daysAgo: 300,
};

const ELEANOR_ANNOUNCEMENT = {
  title: "Mum's bench is in",
  content:
    'Thank you to everyone who gave towards the bench. It is now in place by the duck pond in Larkfield Park, facing the rose beds she loved. If you are passing, do sit a while.',
  daysAgo: 90,
};

const ELEANOR_EVENT = {
  title: "Eleanor's garden, one year on",
  content:
    'Join us at the community garden, where the new raised beds will be named after Mum. We will share a pot of tea and swap stories by the blue gate she painted. Children are very welcome.',
  location: 'Larkfield Community Garden, Mill Lane, Larkfield',
  rsvp: 'Reply here, or call David on 01632 960481',
  daysAgo: 20,
};

const ELEANOR_RSVPS: Array<{ name: string; attending: 'yes' | 'no' | 'maybe'; party_size: number; daysAgo: number }> = [
  { name: 'Priya Raman', attending: 'yes', party_size: 1, daysAgo: 19 },
  { name: 'The Foster family', attending: 'yes', party_size: 4, daysAgo: 18 },
  { name: 'Tom and Alice Brennan', attending: 'yes', party_size: 2, daysAgo: 15 },
  { name: 'Michael Chen', attending: 'no', party_size: 1, daysAgo: 12 },
  { name: 'Grace Oduya', attending: 'yes', party_size: 3, daysAgo: 9 },
  { name: 'June Aldridge', attending: 'maybe', party_size: 2, daysAgo: 6 },
  { name: 'Colin Marsh', attending: 'yes', party_size: 1, daysAgo: 3 },
  { name: 'Ruth Abernathy', attending: 'maybe', party_size: 1, daysAgo: 1 },
];

const BISCUIT = {
  deceased_name: 'Biscuit',
  title: 'The best of companions',
  subtitle: 'Golden retriever, keeper of the sofa, friend to every child on Elm Street',
  obituary: [
    "Biscuit came to us as a wriggling puppy who fitted in a shoebox, and grew into the gentlest dog any of us have known. He walked Mum to the garden every morning, waited at the school gate for the grandchildren every afternoon, and never met a stranger he didn't want to lean against.",
    'He had thirteen good years, a great many walks on Larkfield Common, and rather more biscuits than the vet would have liked. The house is very quiet without him.',
  ].join('\n\n'),
  age: 13,
  born: '06-03',
  diedDaysAgo: 52,
  createdDaysAgo: 47,
  templateId: 6, // Paw Prints
};

const BISCUIT_TRIBUTES: TributeSeed[] = [
  {
    state: 'approved',
    daysAgo: 46,
    author: 'The Hendersons at number 14',
    body: 'Biscuit greeted us every single morning on the school run. The children have drawn you a picture of him with a very large stick.',
  },
  {
    state: 'approved',
    daysAgo: 44,
    author: 'Everyone at Larkfield Vets',
    email: 'reception@larkfield-vets.demo.example',
    body: 'Biscuit was one of our very favourite patients: patient, gentle, and always hopeful about the treat jar. We are thinking of you all.',
  },
  {
    state: 'approved',
    daysAgo: 40,
    author: 'Oliver, age 9',
    type: 'candle',
    body: 'Biscuit was the best dog in the whole street. I miss him waiting at the gate.',
  },
];

const JOSEPHINE = {
  deceased_name: 'Josephine Carter',
  title: 'Aunt Jo, who never missed a birthday',
  obituary:
    'Josephine Carter kept a birthday book for the whole family and sent a card to every one of us, every year, without fail. She is remembered with love by her nieces and nephews and their children.',
  age: 91,
  born: '01-19',
  diedDaysAgo: 60,
  createdDaysAgo: 55,
  deletedDaysAgo: 4,
};

const WALTER = {
  deceased_name: 'Walter Ames',
  title: 'Friend, neighbour and keeper of the allotment keys',
  // Refused by the safety check: the wording carries a refuse term.
  subtitle: 'Allotment keeper and friend to all {refuse}',
  obituary:
    'Walter looked after the Larkfield allotments for twenty years and knew the name of every rose on them. He is remembered with love by his friends and neighbours.',
  age: 79,
  born: '08-27',
  diedDaysAgo: 30,
  createdDaysAgo: 21,
};

/** Still unpublished: the family has not finished writing it (so the first draft is the service's). */
const PETER = {
  deceased_name: 'Peter Lindqvist',
  title: 'Carpenter, neighbour and a wonderful friend',
  age: 77,
  born: '03-05',
  diedDaysAgo: 9,
  createdDaysAgo: 5,
};

/** Created just now: still being checked when the demo starts. */
const HAROLD = {
  deceased_name: 'Harold Brennan',
  title: 'Fisherman, storyteller and the kindest of uncles',
  obituary: [
    'Harold spent most of his working life on the boats out of Whitby, and the rest of it telling stories about them. He could mend anything with a length of twine, and he never forgot a birthday.',
    'He is remembered with love by his sister Alice, his nieces and nephews, and his many friends at the harbour.',
  ].join('\n\n'),
  age: 83,
  born: '09-21',
  diedDaysAgo: 12,
  templateId: 3, // Heirloom
};

// ---------------------------------------------------------------------------------------------
// The funeral home's memorials

interface BusinessSeed {
  name: string;
  age: number;
  born: string;
  diedDaysAgo: number;
  state: BusinessStatus;
  owner: DesignatedOwner;
  family?: [name: string, email: string];
  title?: string;
  subtitle?: string;
  obituary?: string;
  privacy?: 'public' | 'restricted';
}

const BUSINESS: BusinessSeed[] = [
  {
    name: 'Arthur Pemberton', age: 88, born: '02-14', diedDaysAgo: 148, state: 'live', owner: 'family',
    family: ['Susan Pemberton', 'susan.pemberton@demo.example'],
    title: 'A gentleman of the old school', subtitle: 'Husband, father, grandfather and lifelong cricket fan',
    obituary: 'Arthur worked as a signalman on the railway for forty years and could still name every station on the line. He is remembered with love by his wife Joan, their three children and seven grandchildren.',
  },
  {
    name: 'Beatrice Osei', age: 76, born: '07-30', diedDaysAgo: 141, state: 'live', owner: 'organization',
    title: 'Her laughter filled every room', subtitle: 'Nurse, choir leader and devoted grandmother',
    obituary: 'Beatrice nursed at Larkfield General for over thirty years and led the community choir for twenty. She is remembered with love by her children Kofi and Ama, her grandchildren, and everyone who sang with her.',
  },
  {
    name: 'Charles Dunmore', age: 72, born: '11-02', diedDaysAgo: 135, state: 'live', owner: 'both',
    family: ['Helen Dunmore', 'helen.dunmore@demo.example'],
    title: 'Always the first to lend a hand', subtitle: 'Carpenter, bell-ringer and the best of friends',
    obituary: 'Charles built half the kitchen cabinets in Larkfield and mended the other half. He is remembered with love by his wife Helen, his sons Mark and Owen, and his friends in the bell-ringers.',
  },
  {
    name: 'Dorothy Fischer', age: 94, born: '03-09', diedDaysAgo: 129, state: 'live', owner: 'family',
    family: ['Ingrid Fischer', 'ingrid.fischer@demo.example'],
    title: 'A long life, beautifully lived', subtitle: 'Seamstress, baker and great-grandmother of twelve',
    obituary: "Dorothy made wedding dresses for three generations of Larkfield brides and never let anyone leave her kitchen without a slice of cake. She is remembered with love by her large and grateful family.",
  },
  {
    name: 'Edward Nakamura', age: 79, born: '05-21', diedDaysAgo: 122, state: 'live', owner: 'organization',
    title: 'A quiet man with a generous heart', subtitle: 'Engineer, gardener and patient teacher of chess',
    obituary: 'Edward designed bridges for a living and grew bonsai for pleasure, with the same steady care. He is remembered with love by his wife Keiko, his daughter Emi and his grandsons.',
  },
  {
    name: 'Florence Adeyemi', age: 84, born: '10-17', diedDaysAgo: 116, state: 'live', owner: 'family',
    family: ['Tunde Adeyemi', 'tunde.adeyemi@demo.example'],
    title: 'Grace, warmth and the best jollof in town', subtitle: 'Mother, teacher and pillar of her community',
    obituary: 'Florence taught mathematics for thirty years and fed anyone who crossed her doorstep. She is remembered with love by her five children, fourteen grandchildren and a whole street of neighbours.',
  },
  {
    name: 'George Halloran', age: 85, born: '01-25', diedDaysAgo: 110, state: 'live', owner: 'both',
    family: ['Maeve Halloran', 'maeve.halloran@demo.example'],
    title: 'Storyteller, fiddler and friend', subtitle: 'Husband of Maeve for sixty-one years',
    obituary: 'George could play any tune you hummed to him and tell a story that lasted longer than the tune. He is remembered with love by Maeve, their four children and their many grandchildren.',
  },
  {
    name: 'Hannah Rosenthal', age: 67, born: '08-08', diedDaysAgo: 104, state: 'live', owner: 'organization',
    title: 'She made everyone feel at home', subtitle: 'Librarian, walker and lover of good books',
    obituary: 'Hannah ran Larkfield Library for twenty-five years and always knew exactly which book each reader needed. She is remembered with love by her husband Daniel, her daughters and her walking group.',
  },
  {
    name: 'Ivan Petrov', age: 74, born: '12-12', diedDaysAgo: 98, state: 'live', owner: 'family',
    family: ['Natalia Petrova', 'natalia.petrova@demo.example'],
    title: 'Music was his language', subtitle: 'Pianist, teacher and proud grandfather',
    obituary: 'Ivan taught piano to half the children in Larkfield and played at every school concert for twenty years. He is remembered with love by his wife Natalia, his son Alexei and his grandchildren.',
  },
  {
    name: 'Joan Whitaker', age: 90, born: '04-04', diedDaysAgo: 93, state: 'live', owner: 'organization',
    title: 'Kind, wise and never without a story', subtitle: 'Postmistress of Larkfield for thirty years',
    obituary: "Joan ran the village post office, knew everyone's news before they did, and kept it to herself. She is remembered with love by her nieces and nephews and her many friends.",
  },
  {
    name: 'Kwame Mensah', age: 63, born: '06-15', diedDaysAgo: 87, state: 'live', owner: 'both',
    family: ['Abena Mensah', 'abena.mensah@demo.example'],
    title: 'A big heart and an even bigger laugh', subtitle: 'Father, football coach and friend to all',
    obituary: 'Kwame coached the Larkfield under-elevens for fifteen seasons and never missed a match. He is remembered with love by his wife Abena, his children and every player he cheered on.',
  },
  {
    name: 'Lillian Park', age: 80, born: '09-01', diedDaysAgo: 81, state: 'live', owner: 'family',
    family: ['Grace Park', 'grace.park@demo.example'],
    title: 'Her garden was her gift to us', subtitle: 'Mother, grandmother and prize-winning rose grower',
    obituary: "Lillian's roses won the county show eleven times, and she gave cuttings to anyone who asked. She is remembered with love by her children Grace and Samuel and her grandchildren.",
  },
  {
    name: 'Malcolm Fraser', age: 77, born: '02-27', diedDaysAgo: 76, state: 'live', owner: 'organization',
    title: 'A true gentleman of the hills', subtitle: 'Husband, father and keen hill walker',
    obituary: 'Malcolm climbed every hill in the county at least twice and always carried a flask of tea to share at the top. He is remembered with love by his wife Fiona and their children.',
  },
  {
    name: 'Nora Quinlan', age: 71, born: '03-17', diedDaysAgo: 70, state: 'live', owner: 'both',
    family: ['Siobhan Quinlan', 'siobhan.quinlan@demo.example'],
    title: 'Full of music and mischief', subtitle: 'Teacher, singer and much-loved mum',
    obituary: 'Nora taught English at Larkfield High and directed the school play every spring. She is remembered with love by her daughters Siobhan and Clare and her grandchildren.',
  },
  {
    name: 'Oscar Lindgren', age: 86, born: '11-23', diedDaysAgo: 64, state: 'live', owner: 'family',
    family: ['Erik Lindgren', 'erik.lindgren@demo.example'],
    title: 'Steady hands, kind heart', subtitle: 'Boatbuilder, father and grandfather',
    obituary: 'Oscar built wooden boats in his workshop by the river well into his eighties. He is remembered with love by his sons Erik and Lars and their families.',
  },
  {
    name: 'Patricia Gomez', age: 69, born: '05-05', diedDaysAgo: 58, state: 'live', owner: 'organization',
    title: 'Always dancing', subtitle: 'Dance teacher, mother and friend',
    obituary: 'Patricia taught dance to children and grown-ups alike for forty years, and never stopped moving. She is remembered with love by her husband Luis, her children and her students.',
  },
  {
    name: 'Raymond Ellis', age: 82, born: '07-11', diedDaysAgo: 52, state: 'live', owner: 'both',
    family: ['Carol Ellis', 'carol.ellis@demo.example'],
    title: 'A man of few words and great kindness', subtitle: 'Husband, father and mender of bicycles',
    obituary: 'Raymond kept every bicycle in Larkfield on the road and never charged a child for a puncture. He is remembered with love by his wife Carol and their family.',
  },
  {
    name: 'Sofia Marchetti', age: 75, born: '10-03', diedDaysAgo: 47, state: 'live', owner: 'family',
    family: ['Lucia Marchetti', 'lucia.marchetti@demo.example'],
    title: 'Her table was always full', subtitle: 'Mother, grandmother and the heart of every gathering',
    obituary: 'Sofia cooked for her family every Sunday for fifty years, and there was always room for one more. She is remembered with love by her children, her grandchildren and her many friends.',
  },
  {
    name: 'Thomas Achterberg', age: 87, born: '01-08', diedDaysAgo: 41, state: 'live', owner: 'organization', privacy: 'restricted',
    title: 'A life of service and quiet generosity', subtitle: 'Doctor, husband and grandfather',
    obituary: "Thomas was Larkfield's family doctor for thirty-five years and remembered his patients' names long after he retired. He is remembered with love by his wife Margriet and their family.",
  },
  {
    name: 'Ursula Brandt', age: 78, born: '04-26', diedDaysAgo: 36, state: 'live', owner: 'family',
    family: ['Klaus Brandt', 'klaus.brandt@demo.example'],
    title: 'Curious about everything', subtitle: 'Astronomer, traveller and loving aunt',
    obituary: 'Ursula studied the stars for a living and spent her retirement showing her nieces and nephews the planets through her telescope. She is remembered with love by her brother Klaus and his family.',
  },
  {
    name: 'Vincent Oyelaran', age: 65, born: '08-19', diedDaysAgo: 30, state: 'live', owner: 'both',
    family: ['Funmi Oyelaran', 'funmi.oyelaran@demo.example'],
    title: 'He lit up every room', subtitle: 'Husband, father and proud Larkfield bus driver',
    obituary: 'Vincent drove the number 12 bus for twenty-two years and greeted every passenger by name. He is remembered with love by his wife Funmi and their three children.',
  },
  {
    name: 'Winifred Hayes', age: 96, born: '12-01', diedDaysAgo: 25, state: 'live', owner: 'organization',
    title: 'Ninety-six years of kindness', subtitle: 'Mother, grandmother and great-grandmother',
    obituary: 'Winifred lived on the same street all her life and knitted a blanket for every baby born on it. She is remembered with love by four generations of her family.',
  },
  {
    name: 'Yusuf Rahman', age: 73, born: '03-30', diedDaysAgo: 20, state: 'live', owner: 'family',
    family: ['Amina Rahman', 'amina.rahman@demo.example'],
    title: 'Gentle, patient and endlessly kind', subtitle: 'Shopkeeper, father and grandfather',
    obituary: 'Yusuf ran the corner shop on Station Road for forty years and always had a sweet for the children. He is remembered with love by his wife Amina, his children and his grandchildren.',
  },
  {
    name: 'Zofia Nowak', age: 81, born: '06-06', diedDaysAgo: 16, state: 'in_progress', owner: 'family',
    family: ['Marta Nowak', 'marta.nowak@demo.example'],
    title: 'Her door was always open', subtitle: 'Mother, grandmother and wonderful cook',
    obituary: 'Zofia came to Larkfield as a young woman and made it her home, filling it with the smell of fresh bread. She is remembered with love by her daughter Marta and her grandchildren.',
  },
  {
    name: 'Albert Crane', age: 89, born: '09-14', diedDaysAgo: 13, state: 'in_progress', owner: 'organization',
    title: 'Always ready with a joke and a cup of tea', subtitle: 'Husband, father and retired milkman',
    obituary: 'Albert delivered milk to Larkfield for thirty years and knew every dog on his round by name. He is remembered with love by his wife Edna and their family.',
  },
  // Invitations: the funeral home fills in the name and dates, the family the words.
  { name: 'Bridget Keane', age: 66, born: '02-02', diedDaysAgo: 11, state: 'awaiting_family', owner: 'family', family: ['Ciara Keane', 'ciara.keane@demo.example'] },
  {
    name: 'Clement Abara', age: 80, born: '05-30', diedDaysAgo: 8, state: 'in_progress', owner: 'both',
    family: ['Ngozi Abara', 'ngozi.abara@demo.example'],
    title: 'A teacher to the very end', subtitle: 'Headteacher, husband and grandfather',
    obituary: 'Clement was headteacher of Larkfield Primary for eighteen years and still stopped to talk to his former pupils in the street. He is remembered with love by his wife Ngozi and their children.',
  },
  { name: 'Diana Sutherland', age: 62, born: '10-10', diedDaysAgo: 6, state: 'awaiting_family', owner: 'both', family: ['Rory Sutherland', 'rory.sutherland@demo.example'] },
  { name: 'Elsie Morgan', age: 97, born: '07-04', diedDaysAgo: 4, state: 'awaiting_family', owner: 'family', family: ['Gwen Morgan', 'gwen.morgan@demo.example'] },
  { name: 'Frank Delaney', age: 78, born: '12-24', diedDaysAgo: 2, state: 'awaiting_family', owner: 'family', family: ['Patrick Delaney', 'patrick.delaney@demo.example'] },
];

// ---------------------------------------------------------------------------------------------

/** mulberry32: a small seeded generator, so the demo world is the same every time. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class DemoBuilder {
  private readonly now: number;
  private readonly random = seededRandom(20_240_611);
  private readonly refuseTerm: string;

  constructor(private readonly ctx: SandboxContext) {
    this.now = ctx.clock.nowMs();
    // With no refuse terms configured, the "refused" examples pass the check like everything else.
    this.refuseTerm = ctx.settings.get().refuse_terms[0] ?? DEFAULT_SETTINGS.refuse_terms[0]!;
  }

  build(): DemoWorld {
    const { db, clock } = this.ctx;

    const personId = db.insert('people', { name: FAMILY.name, email: FAMILY.email, created_at: this.ago(ELEANOR.createdDaysAgo + 1) });
    const adminId = db.insert('people', { name: ORGANIZATION.admin.name, email: ORGANIZATION.admin.email, created_at: this.ago(400) });
    const organizationId = db.insert('organizations', {
      name: ORGANIZATION.name,
      subdomain: ORGANIZATION.subdomain,
      display_name: ORGANIZATION.displayName,
      brand_color: ORGANIZATION.brandColor,
      admin_person_id: adminId,
      created_at: this.ago(400),
    });

    // Everything that is finished in the demo goes through its real check or go-live first...
    const eleanor = this.personalMemorial(personId, ELEANOR, { templateId: ELEANOR.templateId, premium: true });
    const biscuit = this.personalMemorial(personId, BISCUIT, { templateId: BISCUIT.templateId, manualApproval: false });
    const josephine = this.personalMemorial(personId, JOSEPHINE);
    const walter = this.personalMemorial(personId, { ...WALTER, subtitle: WALTER.subtitle.replace('{refuse}', this.refuseTerm) });
    const peter = this.personalMemorial(personId, PETER);
    const eleanorTributes = this.tributes(eleanor, ELEANOR_TRIBUTES.filter((t) => t.state !== 'checking'));
    const biscuitTributes = this.tributes(biscuit, BISCUIT_TRIBUTES);
    const eleanorRow = this.memorialRow(eleanor);
    saveFund(this.ctx, eleanorRow, ELEANOR_FUND);
    const announcement = createBroadcast(this.ctx, eleanorRow, { kind: 'announcement', title: ELEANOR_ANNOUNCEMENT.title, content: ELEANOR_ANNOUNCEMENT.content });
    const eventStart = this.anniversarySaturday(ELEANOR.diedDaysAgo);
    const event = createBroadcast(this.ctx, eleanorRow, {
      kind: 'event',
      title: ELEANOR_EVENT.title,
      content: ELEANOR_EVENT.content,
      location: ELEANOR_EVENT.location,
      starts_at: `${eventStart}T14:00:00Z`,
      ends_at: `${eventStart}T17:00:00Z`,
      rsvp: ELEANOR_EVENT.rsvp,
      rsvp_enabled: true,
    });
    const business = BUSINESS.map((seed) => ({ seed, onboardingId: this.provisionBusiness(organizationId, seed) }));

    this.finishScheduledWork();

    // ...then the family moderates, and everything is dated back to when it happened.
    const eleanorCreated = this.datePersonalMemorial(eleanor, ELEANOR);
    const biscuitCreated = this.datePersonalMemorial(biscuit, BISCUIT);
    this.datePersonalMemorial(josephine, JOSEPHINE);
    this.datePersonalMemorial(walter, WALTER);
    this.datePersonalMemorial(peter, PETER);
    this.moderate(eleanorTributes);
    this.moderate(biscuitTributes);

    const deletedAt = this.now - JOSEPHINE.deletedDaysAgo * DAY;
    db.update('memorials', josephine, {
      deleted_at: iso(deletedAt),
      recoverable_until: iso(deletedAt + RECOVERABLE_SECONDS * 1000),
      updated_at: iso(deletedAt),
    });
    db.update('memorials', peter, { is_published: 0, updated_at: this.ago(PETER.createdDaysAgo - 0.1) });

    db.run('UPDATE funds SET updated_at = ? WHERE memorial_id = ?', this.ago(ELEANOR_FUND.daysAgo), eleanor);
    db.update('broadcasts', announcement.data.id, { created_at: this.ago(ELEANOR_ANNOUNCEMENT.daysAgo) });
    db.update('broadcasts', event.data.id, { created_at: this.ago(ELEANOR_EVENT.daysAgo) });
    for (const reply of ELEANOR_RSVPS) {
      const id = addRsvp(this.ctx, event.data.id, reply);
      db.update('rsvps', id, { created_at: this.ago(reply.daysAgo, true) });
    }
    this.cover(eleanor, ELEANOR.createdDaysAgo - 1);

    // Visits: a rush in the first weeks, a steady trickle since, and a lift after each post.
    this.visits(eleanor, eleanorCreated, (d) => {
      const afterPost = (postedDaysAgo: number, height: number) => (d <= postedDaysAgo ? height * Math.exp(-(postedDaysAgo - d) / 5) : 0);
      return 2.5 + 40 * Math.exp(-(ELEANOR.createdDaysAgo - d) / 12) + afterPost(ELEANOR_ANNOUNCEMENT.daysAgo, 12) + afterPost(ELEANOR_EVENT.daysAgo, 8);
    });
    this.visits(biscuit, biscuitCreated, (d) => 1 + 15 * Math.exp(-(BISCUIT.createdDaysAgo - d) / 7));

    for (const { seed, onboardingId } of business) this.dateBusiness(seed, onboardingId);

    // Under way on purpose: still being checked when the demo opens, and memorials the families are finishing.
    this.personalMemorial(personId, HAROLD, { templateId: HAROLD.templateId, delayMs: STILL_CHECKING_MS });
    this.tributes(eleanor, ELEANOR_TRIBUTES.filter((t) => t.state === 'checking'), STILL_CHECKING_MS);
    this.finishingInProgress(business);

    return {
      person: {
        id: personId,
        name: FAMILY.name,
        email: FAMILY.email,
        token: issueToken(db, clock, { kind: 'personal', personId, name: 'Demo family' }),
      },
      organization: {
        id: organizationId,
        name: ORGANIZATION.name,
        token: issueToken(db, clock, { kind: 'business', organizationId, name: 'Demo front desk' }),
      },
    };
  }

  // ---- Time ----

  /** An ISO timestamp `days` before now; with jitter, up to five hours either side (never in the future). */
  private ago(days: number, jitter = false): string {
    const offset = jitter ? (this.random() * 10 - 5) * HOUR : 0;
    return iso(Math.min(this.now, this.now - days * DAY + offset));
  }

  private dateAgo(days: number): string {
    return iso(this.now - days * DAY).slice(0, 10);
  }

  /** A birth date that makes the person `age` at the given death date. */
  private birthDate(deathDate: string, age: number, monthDay: string): string {
    const deathYear = Number(deathDate.slice(0, 4));
    const hadBirthday = monthDay <= deathDate.slice(5);
    return `${deathYear - age - (hadBirthday ? 0 : 1)}-${monthDay}`;
  }

  /** The Saturday on or after the first anniversary of a death (a date, YYYY-MM-DD). */
  private anniversarySaturday(diedDaysAgo: number): string {
    const anniversary = new Date(this.now + (365 - diedDaysAgo) * DAY);
    anniversary.setUTCDate(anniversary.getUTCDate() + ((6 - anniversary.getUTCDay() + 7) % 7));
    return anniversary.toISOString().slice(0, 10);
  }

  /**
   * Runs now every check and go-live scheduled so far, the way settle does, but synchronously so
   * the whole world stays one transaction (every job here is synchronous).
   */
  private finishScheduledWork(): void {
    for (const job of this.ctx.db.all<{ kind: string; ref_id: number }>('SELECT kind, ref_id FROM jobs')) {
      this.ctx.jobs.schedule(job.kind, job.ref_id, 0);
    }
    this.ctx.jobs.runDue();
  }

  // ---- Personal memorials ----

  /** A memorial as POST /me/memorials makes it: pending, its first draft being checked. */
  private personalMemorial(
    personId: number,
    seed: { deceased_name: string; title?: string; subtitle?: string; obituary?: string; resting_place_notes?: string; age: number; born: string; diedDaysAgo: number },
    options: { templateId?: number; premium?: boolean; manualApproval?: boolean; delayMs?: number } = {},
  ): number {
    const { db, clock } = this.ctx;
    const now = clock.iso();
    const deathDate = this.dateAgo(seed.diedDaysAgo);
    const birthDate = this.birthDate(deathDate, seed.age, seed.born);
    const id = db.insert('memorials', {
      slug: uniqueSlug(db, seed.deceased_name),
      owner_person_id: personId,
      created_via: 'personal',
      deceased_name: seed.deceased_name,
      title: seed.title ?? null,
      subtitle: seed.subtitle ?? null,
      obituary: seed.obituary ?? draftObituary({ deceased_name: seed.deceased_name, birth_date: birthDate, death_date: deathDate }),
      birth_date: birthDate,
      death_date: deathDate,
      privacy: 'public',
      resting_place_notes: seed.resting_place_notes ?? null,
      template_id: options.templateId ?? null,
      manual_content_approval: options.manualApproval === false ? 0 : 1,
      is_premium: options.premium ? 1 : 0,
      moderation_status: 'pending',
      draft_status: 'generating',
      created_at: now,
      updated_at: now,
    });
    this.ctx.jobs.schedule(MEMORIAL_CHECK_JOB, id, options.delayMs ?? this.ctx.settings.get().safety_delay_ms);
    return id;
  }

  private memorialRow(id: number): MemorialRow {
    return this.ctx.db.one<MemorialRow>('SELECT * FROM memorials WHERE id = ?', id)!;
  }

  /** Created on its day, checked a few seconds later. Returns when it was created. */
  private datePersonalMemorial(id: number, seed: { createdDaysAgo: number }): number {
    const created = this.now - seed.createdDaysAgo * DAY + (this.random() * 8 - 4) * HOUR;
    const checked = iso(created + 3000);
    this.ctx.db.update('memorials', id, { created_at: iso(created), checked_at: checked, updated_at: checked });
    return created;
  }

  private cover(memorialId: number, daysAgo: number): void {
    const bytes = sampleCover();
    if (!bytes) return;
    const uploaded = this.ago(daysAgo, true);
    // As an accepted upload stores it (sandbox/media.ts), without the grant a visitor's upload needs.
    this.ctx.db.run("INSERT INTO covers (memorial_id, content_type, bytes, uploaded_at) VALUES (?, 'image/jpeg', ?, ?)", memorialId, bytes, uploaded);
  }

  /** Visit times since the memorial was made: `perDay(daysAgo)` on average each day, and a few today. */
  private visits(memorialId: number, createdMs: number, perDay: (daysAgo: number) => number): void {
    const times: number[] = [];
    for (let d = 0; d < (this.now - createdMs) / DAY; d++) {
      const count = Math.round(perDay(d) * (0.5 + this.random()));
      for (let i = 0; i < count; i++) times.push(this.now - (d + this.random()) * DAY);
    }
    const startOfToday = new Date(this.now);
    startOfToday.setUTCHours(0, 0, 0, 0);
    const sinceMidnight = this.now - startOfToday.getTime();
    for (let i = 0; i < 3; i++) times.push(this.now - this.random() * sinceMidnight);
    const insert = this.ctx.db.raw.prepare('INSERT INTO visits (memorial_id, visited_at) VALUES (?, ?)');
    for (const time of times.filter((t) => t > createdMs).sort((a, b) => a - b)) insert.run(memorialId, iso(Math.round(time)));
  }

  // ---- Tributes ----

  /** Tributes as a visitor leaves them (the control API's way): pending, then checked. */
  private tributes(memorialId: number, seeds: TributeSeed[], delayMs?: number): Array<{ id: number; seed: TributeSeed }> {
    const { db, clock } = this.ctx;
    return seeds.map((seed) => {
      const now = clock.iso();
      const id = db.insert('contributions', {
        memorial_id: memorialId,
        type: seed.type ?? 'message',
        title: seed.title ?? null,
        body: seed.body.replace('{refuse}', this.refuseTerm),
        author_name: seed.author,
        author_email: seed.email ?? null,
        is_guest: seed.member ? 0 : 1,
        email_confirmed: seed.state === 'unconfirmed' ? 0 : 1,
        is_private: seed.state === 'private' ? 1 : 0,
        status: 'pending',
        moderation_status: 'pending',
        created_at: now,
        updated_at: now,
      });
      this.ctx.jobs.schedule(CONTRIBUTION_CHECK_JOB, id, delayMs ?? this.ctx.settings.get().safety_delay_ms);
      return { id, seed };
    });
  }

  /** What the family did with each tribute once it was checked, as the moderation routes do it. */
  private moderate(tributes: Array<{ id: number; seed: TributeSeed }>): void {
    const { db } = this.ctx;
    for (const { id, seed } of tributes) {
      const created = this.ago(seed.daysAgo, true);
      const decided = iso(Math.min(this.now, Date.parse(created) + 6 * HOUR));
      const changes: Record<string, string | number | null> = { created_at: created, updated_at: created };
      switch (seed.state) {
        case 'approved':
          Object.assign(changes, { status: 'approved', updated_at: decided });
          break;
        case 'pinned':
          Object.assign(changes, { status: 'approved', is_pinned: 1, pinned_at: decided, updated_at: decided });
          break;
        case 'rejected':
          Object.assign(changes, { status: 'rejected', reject_reason: seed.rejectReason ?? null, updated_at: decided });
          break;
        case 'hidden':
          Object.assign(changes, { status: 'hidden', status_before_hidden: 'approved', updated_at: decided });
          break;
        default:
          // Pending, refused, unconfirmed and private tributes wait in the family's queue.
          break;
      }
      db.update('contributions', id, changes);
    }
  }

  // ---- The funeral home ----

  /** POST /memorials as the front desk sends it; live invitations are claimed by the family. */
  private provisionBusiness(organizationId: number, seed: BusinessSeed): number {
    const deathDate = this.dateAgo(seed.diedDaysAgo);
    const input: ProvisionInput = {
      deceased_name: seed.name,
      designated_owner: seed.owner,
      action: invited(seed) ? 'invite' : 'complete',
      birth_date: this.birthDate(deathDate, seed.age, seed.born),
      death_date: deathDate,
      privacy: seed.privacy ?? 'public',
      ...(seed.title ? { title: seed.title } : {}),
      ...(seed.subtitle ? { subtitle: seed.subtitle } : {}),
      ...(seed.obituary ? { obituary: seed.obituary } : {}),
      ...(seed.family ? { family_name: seed.family[0], family_email: seed.family[1] } : {}),
    };
    const { body } = provision(this.ctx, organizationId, input);
    if (invited(seed) && seed.state !== 'awaiting_family') claimInvitation(this.ctx, body.id);
    // In-progress memorials go live later (finishingInProgress); only live ones go live now.
    if (seed.state === 'in_progress') this.ctx.jobs.cancel(GO_LIVE_JOB, body.id);
    return body.id;
  }

  /**
   * Provisioned a day or two after the death; an invitation claimed two days later, the
   * organization's own wording live within the hour. The invitation email keeps its dates.
   */
  private dateBusiness(seed: BusinessSeed, onboardingId: number): void {
    const { db } = this.ctx;
    const created = this.now - (seed.diedDaysAgo - 1 - this.random()) * DAY;
    const claimed = created + (1.5 + this.random()) * DAY;
    const live = Math.min(this.now, invited(seed) ? claimed + 5000 : created + (10 + this.random() * 40) * 60 * 1000);
    const o = db.one<{ memorial_id: number | null; invitation_expires_at: string | null; family_email: string | null }>(
      'SELECT memorial_id, invitation_expires_at, family_email FROM onboardings WHERE id = ?',
      onboardingId,
    )!;
    const updated = seed.state === 'live' ? live : seed.state === 'in_progress' && invited(seed) ? claimed : created;
    db.update('onboardings', onboardingId, { created_at: iso(created), updated_at: iso(Math.min(this.now, updated)) });

    if (invited(seed) && o.family_email) {
      const expires = iso(created + 14 * DAY);
      if (o.invitation_expires_at) db.update('onboardings', onboardingId, { invitation_expires_at: expires });
      const email = db.one<{ id: number; body: string }>("SELECT id, body FROM sent_emails WHERE to_email = ? AND kind = 'family_invitation'", o.family_email);
      if (email) {
        // The email says until when its link works: the day it was sent plus the invitation's lifetime.
        const body = email.body.replace(/works until \d{4}-\d{2}-\d{2}/, `works until ${expires.slice(0, 10)}`);
        db.update('sent_emails', email.id, { created_at: iso(created), body });
      }
      if (seed.state !== 'awaiting_family') db.run('UPDATE people SET created_at = ? WHERE email = ?', iso(Math.min(this.now, claimed)), o.family_email);
    }
    if (o.memorial_id !== null) {
      db.update('memorials', o.memorial_id, { created_at: iso(live), checked_at: iso(live), updated_at: iso(live) });
    }
  }

  /** The in-progress memorials go live days from now, in the order their families finish them. */
  private finishingInProgress(business: Array<{ seed: BusinessSeed; onboardingId: number }>): void {
    business
      .filter(({ seed }) => seed.state === 'in_progress')
      .forEach(({ onboardingId }, i) => {
        const days = IN_PROGRESS_GO_LIVE_DAYS[i % IN_PROGRESS_GO_LIVE_DAYS.length]!;
        this.ctx.jobs.schedule(GO_LIVE_JOB, onboardingId, days * DAY);
      });
  }
}

/** The family is invited to write it (and claims it, unless still awaiting); otherwise the funeral home writes it. */
function invited(seed: BusinessSeed): boolean {
  return seed.owner === 'family' || seed.state === 'awaiting_family';
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The sample cover photo, or null where it is not shipped (then the demo memorial has no cover). */
function sampleCover(): Uint8Array | null {
  try {
    return readFileSync(join(import.meta.dirname, 'assets', 'sample-cover.jpg'));
  } catch {
    return null;
  }
}
