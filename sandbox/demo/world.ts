/**
 * The demo world (`--demo`) as data: a funeral home and a family, with memorials and tributes in
 * every state. Dates are written as days before the demo starts; builder.ts makes the world from
 * this through the same model functions the API's routes call, then dates it back.
 */
import type { BusinessStatus, DesignatedOwner } from '../business/model';

/** How long the "being checked" memorial and tribute stay pending: long enough to be seen in the app. */
export const STILL_CHECKING_MS = 20_000;

/** Days from now until each in-progress funeral-home memorial goes live (the family is still finishing it). */
export const IN_PROGRESS_GO_LIVE_DAYS = [1, 3, 6];

/** The demo family person; she signs in on /device with this email. */
export const DEMO_FAMILY = { name: 'Margaret Whitfield', email: 'margaret@demo.example' } as const;
/** The funeral home; its admin is the person behind its business token. */
export const ORGANIZATION = {
  name: 'Hollis & Daughters Funeral Home',
  displayName: 'Hollis & Daughters',
  subdomain: 'hollis',
  brandColor: '#5a6b5d',
  admin: { name: 'Ruth Hollis', email: 'ruth@hollis.demo.example' },
};

// ---------------------------------------------------------------------------------------------
// The family's memorials

export type TributeState = 'approved' | 'pinned' | 'pending' | 'checking' | 'rejected' | 'hidden' | 'refused' | 'unconfirmed' | 'private';

export interface TributeSeed {
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

export const ELEANOR = {
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

export const ELEANOR_TRIBUTES: TributeSeed[] = [
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

export const ELEANOR_FUND = {
  message:
    "In place of flowers, Mum would have loved to see the Larkfield Community Garden grow. Anything you give goes towards new raised beds for the school's gardening club, which she helped to start.",
  link_one_title: 'Give to the Larkfield Community Garden',
  link_one_url: 'https://example.org/larkfield-garden/give',
  link_two_title: 'About the gardening club',
  link_two_url: 'https://example.org/larkfield-garden/club',
  daysAgo: 300,
};

export const ELEANOR_ANNOUNCEMENT = {
  title: "Mum's bench is in",
  content:
    'Thank you to everyone who gave towards the bench. It is now in place by the duck pond in Larkfield Park, facing the rose beds she loved. If you are passing, do sit a while.',
  daysAgo: 90,
};

export const ELEANOR_EVENT = {
  title: "Eleanor's garden, one year on",
  content:
    'Join us at the community garden, where the new raised beds will be named after Mum. We will share a pot of tea and swap stories by the blue gate she painted. Children are very welcome.',
  location: 'Larkfield Community Garden, Mill Lane, Larkfield',
  rsvp: 'Reply here, or call David on 01632 960481',
  daysAgo: 20,
};

export const ELEANOR_RSVPS: Array<{ name: string; attending: 'yes' | 'no' | 'maybe'; party_size: number; daysAgo: number }> = [
  { name: 'Priya Raman', attending: 'yes', party_size: 1, daysAgo: 19 },
  { name: 'The Foster family', attending: 'yes', party_size: 4, daysAgo: 18 },
  { name: 'Tom and Alice Brennan', attending: 'yes', party_size: 2, daysAgo: 15 },
  { name: 'Michael Chen', attending: 'no', party_size: 1, daysAgo: 12 },
  { name: 'Grace Oduya', attending: 'yes', party_size: 3, daysAgo: 9 },
  { name: 'June Aldridge', attending: 'maybe', party_size: 2, daysAgo: 6 },
  { name: 'Colin Marsh', attending: 'yes', party_size: 1, daysAgo: 3 },
  { name: 'Ruth Abernathy', attending: 'maybe', party_size: 1, daysAgo: 1 },
];

export const BISCUIT = {
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

export const BISCUIT_TRIBUTES: TributeSeed[] = [
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

export const JOSEPHINE = {
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

export const WALTER = {
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
export const PETER = {
  deceased_name: 'Peter Lindqvist',
  title: 'Carpenter, neighbour and a wonderful friend',
  age: 77,
  born: '03-05',
  diedDaysAgo: 9,
  createdDaysAgo: 5,
};

/** Created just now: still being checked when the demo starts. */
export const HAROLD = {
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

export interface BusinessSeed {
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

export const BUSINESS: BusinessSeed[] = [
  {
    name: 'Arthur Pemberton',
    age: 88,
    born: '02-14',
    diedDaysAgo: 148,
    state: 'live',
    owner: 'family',
    family: ['Susan Pemberton', 'susan.pemberton@demo.example'],
    title: 'A gentleman of the old school',
    subtitle: 'Husband, father, grandfather and lifelong cricket fan',
    obituary:
      'Arthur worked as a signalman on the railway for forty years and could still name every station on the line. He is remembered with love by his wife Joan, their three children and seven grandchildren.',
  },
  {
    name: 'Beatrice Osei',
    age: 76,
    born: '07-30',
    diedDaysAgo: 141,
    state: 'live',
    owner: 'organization',
    title: 'Her laughter filled every room',
    subtitle: 'Nurse, choir leader and devoted grandmother',
    obituary:
      'Beatrice nursed at Larkfield General for over thirty years and led the community choir for twenty. She is remembered with love by her children Kofi and Ama, her grandchildren, and everyone who sang with her.',
  },
  {
    name: 'Charles Dunmore',
    age: 72,
    born: '11-02',
    diedDaysAgo: 135,
    state: 'live',
    owner: 'both',
    family: ['Helen Dunmore', 'helen.dunmore@demo.example'],
    title: 'Always the first to lend a hand',
    subtitle: 'Carpenter, bell-ringer and the best of friends',
    obituary:
      'Charles built half the kitchen cabinets in Larkfield and mended the other half. He is remembered with love by his wife Helen, his sons Mark and Owen, and his friends in the bell-ringers.',
  },
  {
    name: 'Dorothy Fischer',
    age: 94,
    born: '03-09',
    diedDaysAgo: 129,
    state: 'live',
    owner: 'family',
    family: ['Ingrid Fischer', 'ingrid.fischer@demo.example'],
    title: 'A long life, beautifully lived',
    subtitle: 'Seamstress, baker and great-grandmother of twelve',
    obituary:
      'Dorothy made wedding dresses for three generations of Larkfield brides and never let anyone leave her kitchen without a slice of cake. She is remembered with love by her large and grateful family.',
  },
  {
    name: 'Edward Nakamura',
    age: 79,
    born: '05-21',
    diedDaysAgo: 122,
    state: 'live',
    owner: 'organization',
    title: 'A quiet man with a generous heart',
    subtitle: 'Engineer, gardener and patient teacher of chess',
    obituary:
      'Edward designed bridges for a living and grew bonsai for pleasure, with the same steady care. He is remembered with love by his wife Keiko, his daughter Emi and his grandsons.',
  },
  {
    name: 'Florence Adeyemi',
    age: 84,
    born: '10-17',
    diedDaysAgo: 116,
    state: 'live',
    owner: 'family',
    family: ['Tunde Adeyemi', 'tunde.adeyemi@demo.example'],
    title: 'Grace, warmth and the best jollof in town',
    subtitle: 'Mother, teacher and pillar of her community',
    obituary:
      'Florence taught mathematics for thirty years and fed anyone who crossed her doorstep. She is remembered with love by her five children, fourteen grandchildren and a whole street of neighbours.',
  },
  {
    name: 'George Halloran',
    age: 85,
    born: '01-25',
    diedDaysAgo: 110,
    state: 'live',
    owner: 'both',
    family: ['Maeve Halloran', 'maeve.halloran@demo.example'],
    title: 'Storyteller, fiddler and friend',
    subtitle: 'Husband of Maeve for sixty-one years',
    obituary:
      'George could play any tune you hummed to him and tell a story that lasted longer than the tune. He is remembered with love by Maeve, their four children and their many grandchildren.',
  },
  {
    name: 'Hannah Rosenthal',
    age: 67,
    born: '08-08',
    diedDaysAgo: 104,
    state: 'live',
    owner: 'organization',
    title: 'She made everyone feel at home',
    subtitle: 'Librarian, walker and lover of good books',
    obituary:
      'Hannah ran Larkfield Library for twenty-five years and always knew exactly which book each reader needed. She is remembered with love by her husband Daniel, her daughters and her walking group.',
  },
  {
    name: 'Ivan Petrov',
    age: 74,
    born: '12-12',
    diedDaysAgo: 98,
    state: 'live',
    owner: 'family',
    family: ['Natalia Petrova', 'natalia.petrova@demo.example'],
    title: 'Music was his language',
    subtitle: 'Pianist, teacher and proud grandfather',
    obituary:
      'Ivan taught piano to half the children in Larkfield and played at every school concert for twenty years. He is remembered with love by his wife Natalia, his son Alexei and his grandchildren.',
  },
  {
    name: 'Joan Whitaker',
    age: 90,
    born: '04-04',
    diedDaysAgo: 93,
    state: 'live',
    owner: 'organization',
    title: 'Kind, wise and never without a story',
    subtitle: 'Postmistress of Larkfield for thirty years',
    obituary:
      "Joan ran the village post office, knew everyone's news before they did, and kept it to herself. She is remembered with love by her nieces and nephews and her many friends.",
  },
  {
    name: 'Kwame Mensah',
    age: 63,
    born: '06-15',
    diedDaysAgo: 87,
    state: 'live',
    owner: 'both',
    family: ['Abena Mensah', 'abena.mensah@demo.example'],
    title: 'A big heart and an even bigger laugh',
    subtitle: 'Father, football coach and friend to all',
    obituary:
      'Kwame coached the Larkfield under-elevens for fifteen seasons and never missed a match. He is remembered with love by his wife Abena, his children and every player he cheered on.',
  },
  {
    name: 'Lillian Park',
    age: 80,
    born: '09-01',
    diedDaysAgo: 81,
    state: 'live',
    owner: 'family',
    family: ['Grace Park', 'grace.park@demo.example'],
    title: 'Her garden was her gift to us',
    subtitle: 'Mother, grandmother and prize-winning rose grower',
    obituary:
      "Lillian's roses won the county show eleven times, and she gave cuttings to anyone who asked. She is remembered with love by her children Grace and Samuel and her grandchildren.",
  },
  {
    name: 'Malcolm Fraser',
    age: 77,
    born: '02-27',
    diedDaysAgo: 76,
    state: 'live',
    owner: 'organization',
    title: 'A true gentleman of the hills',
    subtitle: 'Husband, father and keen hill walker',
    obituary:
      'Malcolm climbed every hill in the county at least twice and always carried a flask of tea to share at the top. He is remembered with love by his wife Fiona and their children.',
  },
  {
    name: 'Nora Quinlan',
    age: 71,
    born: '03-17',
    diedDaysAgo: 70,
    state: 'live',
    owner: 'both',
    family: ['Siobhan Quinlan', 'siobhan.quinlan@demo.example'],
    title: 'Full of music and mischief',
    subtitle: 'Teacher, singer and much-loved mum',
    obituary:
      'Nora taught English at Larkfield High and directed the school play every spring. She is remembered with love by her daughters Siobhan and Clare and her grandchildren.',
  },
  {
    name: 'Oscar Lindgren',
    age: 86,
    born: '11-23',
    diedDaysAgo: 64,
    state: 'live',
    owner: 'family',
    family: ['Erik Lindgren', 'erik.lindgren@demo.example'],
    title: 'Steady hands, kind heart',
    subtitle: 'Boatbuilder, father and grandfather',
    obituary:
      'Oscar built wooden boats in his workshop by the river well into his eighties. He is remembered with love by his sons Erik and Lars and their families.',
  },
  {
    name: 'Patricia Gomez',
    age: 69,
    born: '05-05',
    diedDaysAgo: 58,
    state: 'live',
    owner: 'organization',
    title: 'Always dancing',
    subtitle: 'Dance teacher, mother and friend',
    obituary:
      'Patricia taught dance to children and grown-ups alike for forty years, and never stopped moving. She is remembered with love by her husband Luis, her children and her students.',
  },
  {
    name: 'Raymond Ellis',
    age: 82,
    born: '07-11',
    diedDaysAgo: 52,
    state: 'live',
    owner: 'both',
    family: ['Carol Ellis', 'carol.ellis@demo.example'],
    title: 'A man of few words and great kindness',
    subtitle: 'Husband, father and mender of bicycles',
    obituary:
      'Raymond kept every bicycle in Larkfield on the road and never charged a child for a puncture. He is remembered with love by his wife Carol and their family.',
  },
  {
    name: 'Sofia Marchetti',
    age: 75,
    born: '10-03',
    diedDaysAgo: 47,
    state: 'live',
    owner: 'family',
    family: ['Lucia Marchetti', 'lucia.marchetti@demo.example'],
    title: 'Her table was always full',
    subtitle: 'Mother, grandmother and the heart of every gathering',
    obituary:
      'Sofia cooked for her family every Sunday for fifty years, and there was always room for one more. She is remembered with love by her children, her grandchildren and her many friends.',
  },
  {
    name: 'Thomas Achterberg',
    age: 87,
    born: '01-08',
    diedDaysAgo: 41,
    state: 'live',
    owner: 'organization',
    privacy: 'restricted',
    title: 'A life of service and quiet generosity',
    subtitle: 'Doctor, husband and grandfather',
    obituary:
      "Thomas was Larkfield's family doctor for thirty-five years and remembered his patients' names long after he retired. He is remembered with love by his wife Margriet and their family.",
  },
  {
    name: 'Ursula Brandt',
    age: 78,
    born: '04-26',
    diedDaysAgo: 36,
    state: 'live',
    owner: 'family',
    family: ['Klaus Brandt', 'klaus.brandt@demo.example'],
    title: 'Curious about everything',
    subtitle: 'Astronomer, traveller and loving aunt',
    obituary:
      'Ursula studied the stars for a living and spent her retirement showing her nieces and nephews the planets through her telescope. She is remembered with love by her brother Klaus and his family.',
  },
  {
    name: 'Vincent Oyelaran',
    age: 65,
    born: '08-19',
    diedDaysAgo: 30,
    state: 'live',
    owner: 'both',
    family: ['Funmi Oyelaran', 'funmi.oyelaran@demo.example'],
    title: 'He lit up every room',
    subtitle: 'Husband, father and proud Larkfield bus driver',
    obituary:
      'Vincent drove the number 12 bus for twenty-two years and greeted every passenger by name. He is remembered with love by his wife Funmi and their three children.',
  },
  {
    name: 'Winifred Hayes',
    age: 96,
    born: '12-01',
    diedDaysAgo: 25,
    state: 'live',
    owner: 'organization',
    title: 'Ninety-six years of kindness',
    subtitle: 'Mother, grandmother and great-grandmother',
    obituary:
      'Winifred lived on the same street all her life and knitted a blanket for every baby born on it. She is remembered with love by four generations of her family.',
  },
  {
    name: 'Yusuf Rahman',
    age: 73,
    born: '03-30',
    diedDaysAgo: 20,
    state: 'live',
    owner: 'family',
    family: ['Amina Rahman', 'amina.rahman@demo.example'],
    title: 'Gentle, patient and endlessly kind',
    subtitle: 'Shopkeeper, father and grandfather',
    obituary:
      'Yusuf ran the corner shop on Station Road for forty years and always had a sweet for the children. He is remembered with love by his wife Amina, his children and his grandchildren.',
  },
  {
    name: 'Zofia Nowak',
    age: 81,
    born: '06-06',
    diedDaysAgo: 16,
    state: 'in_progress',
    owner: 'family',
    family: ['Marta Nowak', 'marta.nowak@demo.example'],
    title: 'Her door was always open',
    subtitle: 'Mother, grandmother and wonderful cook',
    obituary:
      'Zofia came to Larkfield as a young woman and made it her home, filling it with the smell of fresh bread. She is remembered with love by her daughter Marta and her grandchildren.',
  },
  {
    name: 'Albert Crane',
    age: 89,
    born: '09-14',
    diedDaysAgo: 13,
    state: 'in_progress',
    owner: 'organization',
    title: 'Always ready with a joke and a cup of tea',
    subtitle: 'Husband, father and retired milkman',
    obituary:
      'Albert delivered milk to Larkfield for thirty years and knew every dog on his round by name. He is remembered with love by his wife Edna and their family.',
  },
  // Invitations: the funeral home fills in the name and dates, the family the words.
  {
    name: 'Bridget Keane',
    age: 66,
    born: '02-02',
    diedDaysAgo: 11,
    state: 'awaiting_family',
    owner: 'family',
    family: ['Ciara Keane', 'ciara.keane@demo.example'],
  },
  {
    name: 'Clement Abara',
    age: 80,
    born: '05-30',
    diedDaysAgo: 8,
    state: 'in_progress',
    owner: 'both',
    family: ['Ngozi Abara', 'ngozi.abara@demo.example'],
    title: 'A teacher to the very end',
    subtitle: 'Headteacher, husband and grandfather',
    obituary:
      'Clement was headteacher of Larkfield Primary for eighteen years and still stopped to talk to his former pupils in the street. He is remembered with love by his wife Ngozi and their children.',
  },
  {
    name: 'Diana Sutherland',
    age: 62,
    born: '10-10',
    diedDaysAgo: 6,
    state: 'awaiting_family',
    owner: 'both',
    family: ['Rory Sutherland', 'rory.sutherland@demo.example'],
  },
  {
    name: 'Elsie Morgan',
    age: 97,
    born: '07-04',
    diedDaysAgo: 4,
    state: 'awaiting_family',
    owner: 'family',
    family: ['Gwen Morgan', 'gwen.morgan@demo.example'],
  },
  {
    name: 'Frank Delaney',
    age: 78,
    born: '12-24',
    diedDaysAgo: 2,
    state: 'awaiting_family',
    owner: 'family',
    family: ['Patrick Delaney', 'patrick.delaney@demo.example'],
  },
];
