/**
 * Party size (READING.md "travellers"): the number of people, however it is said; a request that names no
 * companions is for one person; several people without a number are refused.
 */
import { no, ok, type TranslateCase } from '../cases.ts';

const DA = { origin: 'Denver', to: 'Austin', days: 3, start: '2022-04-08', budget: null } as const;

export const PARTY: readonly TranslateCase[] = [
  ok('From Denver to Austin, April 8-10, 2022, for a duo.', { ...DA, people: 2 }),
  ok('A pair of us are going from Denver to Austin, April 8-10, 2022.', { ...DA, people: 2 }),
  ok('me + 2 pals, from Denver to Austin, April 8-10 2022', { ...DA, people: 3 }),
  ok('My husband, our daughter and I are going from Denver to Austin, April 8-10, 2022.', { ...DA, people: 3 }),
  ok('Booking for my parents and their friends, the four of them, from Denver to Austin, April 8-10, 2022.', { ...DA, people: 4 }),
  ok('denver to austin? 3 ppl, apr 8-10 2022. from denver obviously', { ...DA, people: 3 }),
  ok('From Denver to Austin, April 8-10, 2022, for a family of five.', { ...DA, people: 5 }),
  ok('From Denver to Austin, April 8-10, 2022, we are a trio.', { ...DA, people: 3 }),
  ok('From Denver to Austin, April 8-10, 2022. We are four.', { ...DA, people: 4 }),
  ok('From Denver to Austin, April 8-10, 2022, party of 5.', { ...DA, people: 5 }),
  ok('From Denver to Austin, April 8-10, 2022, just me.', { ...DA, people: 1 }),
  ok('From Denver to Austin, April 8-10, 2022. I am traveling alone.', { ...DA, people: 1 }),
  ok('Solo trip from Denver to Austin, April 8-10, 2022.', { ...DA, people: 1 }),
  ok('From Denver to Austin, April 8-10, 2022.', { ...DA, people: 1 }),
  ok('From Denver to Austin, April 8-10, 2022, for 2 adults and 1 child aged 12.', { ...DA, people: 3 }),
  ok('From Denver to Austin, April 8-10, 2022, for 2 adults and a child aged 4.', { ...DA, people: 3, rules: ['children under 10'] }),
  ok('My son and I are going from Denver to Austin, April 8-10, 2022.', { ...DA, people: 2 }),
  ok('My wife, our son, our daughter and I are going from Denver to Austin, April 8-10, 2022.', { ...DA, people: 4 }),
  ok('From Denver to Austin, April 8-10, 2022. The 5 of us have $3,000.', { ...DA, people: 5, budget: 3000 }),
  ok('From Denver to Austin, April 8-10, 2022, a group of 7.', { ...DA, people: 7 }),
  ok('From Denver to Austin, April 8-10, 2022, for 2 people.', { ...DA, people: 2 }),
  ok('From Denver to Austin, April 8-10, 2022, for a couple.', { ...DA, people: 2 }),
  ok('My wife and I want to go from Denver to Austin, April 8-10, 2022.', { ...DA, people: 2 }),
  ok('From Denver to Austin, April 8-10, 2022, for me and 3 friends.', { ...DA, people: 4 }),
  ok('From Denver to Austin, April 8-10, 2022. Just the two of us.', { ...DA, people: 2 }),
  ok('From Denver to Austin, April 8-10, 2022. The six of us are celebrating.', { ...DA, people: 6 }),
  ok('um so we are six people going from denver to austin april 8 to april 10 2022', { ...DA, people: 6 }),
  ok('From Denver to Austin, April 8-10, 2022, 2 adults and 1 child (age 6).', { ...DA, people: 3, rules: ['children under 10'] }),
  ok('My mother wants to go from Denver to Austin on her own, April 8-10, 2022.', { ...DA, people: 1 }),
  ok('Headcount: 3\nFrom Denver to Austin, April 8-10, 2022', { ...DA, people: 3 }),
  ok('From Denver to Austin, April 8-10, 2022, for twelve people.', { ...DA, people: 12 }),
  ok('My client is going from Denver to Austin, April 8-10, 2022, budget $900.', { ...DA, people: 1, budget: 900 }),

  // ---- several people without a number
  no('We want to go from Denver to Austin, April 8-10, 2022.', 'travellers'),
  no('My friends and I want to go from Denver to Austin, April 8-10, 2022.', 'travellers'),
  no('Plan something for us from Denver to Austin, April 8-10, 2022.', 'travellers'),
  no('A group of friends from Denver heading to Austin, April 8-10, 2022.', 'travellers'),
  no('From Denver to Austin, April 8-10, 2022, my family and I.', 'travellers'),
  no('Some coworkers and I are going from Denver to Austin, April 8-10, 2022.', 'travellers'),
  no('From Denver to Austin, April 8-10, 2022, for 2 people. The 3 of us have $1,500.', 'travellers'),

  // ---- a thread or a chat pasted in: its people, not one line's count, say who travels
  no("Pasting the thread:\n> Sam: I'm in\n> Leah: in too\n> Omar: count me in\nFrom Denver to Austin, April 8-10, 2022.", 'travellers'),
  no('[zed]: who wants Austin, April 8-10 2022, from Denver?\n[mira]: me\n[obi]: me + my gf\n[tess]: me too', 'travellers'),
  ok('> Dana: from Denver to Austin, April 8-10, 2022?\n> Chris: yes\n> Dana: great, 2 of us then', { ...DA, people: 2 }),
  // (A count that sums the thread up, or said after it, is its outcome: a speaker who is out is not counted.)
  ok("> Dana: Austin, April 8-10, 2022, from Denver?\n> Raj: in\n> Lee: can't, sorry\n> Dana: ok so 2 of us confirmed", { ...DA, people: 2 }),
  ok("[me]: Austin trip!\n[Tom]: have fun, I'll stay home\n[Jen]: YES\n\nso it's me and Jen, from Denver, April 8-10, 2022.", {
    ...DA,
    people: 2,
  }),
  ok("> Kim: Denver to Austin, April 8-10, 2022\n> Lou: ok\n\nThat's Kim, Lou and me: 3 of us.", { ...DA, people: 3 }),

  // ---- a roster by name and age: a count it outnumbers, or none, is asked about
  no('Names and ages: Derek 52, Paula 50, Ty 17. From Denver to Austin, April 8-10, 2022.', 'travellers'),
  no('Group:\n1. Jamal - 29\n2. Keisha - 31\n3. Andre - 27\nFrom Denver to Austin, April 8-10, 2022, me and my wife.', 'travellers'),
  ok('Names and ages: Derek 52, Paula 50, Ty 17. The 3 of us go from Denver to Austin, April 8-10, 2022.', { ...DA, people: 3 }),
  ok('Me, my brother and his two kids (Noah 12, Lily 14), from Denver to Austin, April 8-10, 2022.', { ...DA, people: 4 }),
  ok('From Denver to Austin, April 8-10, 2022, 2 of us, staying near Route 66 and Highway 101.', { ...DA, people: 2 }),

  // ---- a count said as a fragment after a dash, with its members "including"; amounts and spans after "us" are no count
  ok('From Denver to Austin, April 8-10, 2022. Stag do for my cousin - 6 guys total including him and me.', { ...DA, people: 6 }),
  ok('From Denver to Austin, April 8-10, 2022, me and two colleagues. The firm gave us $2,400.', { ...DA, people: 3, budget: 2400 }),
  ok('From Denver to Austin, April 8-10, 2022, my wife and I. It took us nine months to save up.', { ...DA, people: 2 }),
  // ---- someone else takes the list along: the writer is not said to come
  ok('From Denver to Austin, April 8-10, 2022. My parents are taking my daughter (7); I stay home.', {
    ...DA,
    people: 3,
    rules: ['children under 10'],
  }),

  // ---- the writer named by a role, with the children
  ok('From Denver to Austin, April 8-10, 2022. Single dad with 2 kids (6 and 12).', { ...DA, people: 3, rules: ['children under 10'] }),

  ok('From Denver to Austin, April 8-10, 2022. Single dad w/ a 6yo.', { ...DA, people: 2, rules: ['children under 10'] }),

  // ---- "we're both", a count after an emoji, and kin as many families say it
  ok('From Denver to Austin, April 8-10, 2022. My friend Ruth and I are going; we are both retired.', { ...DA, people: 2 }),
  ok('GIRLS TRIP \u{1F389} 5 girls, Denver to Austin, April 8-10, 2022.', { ...DA, people: 5 }),
  ok('From Denver to Austin, April 8-10, 2022, me and my lola.', { ...DA, people: 2 }),

  // ---- a breakdown after a dash, a couple "from X here", the kids counted in brackets, "we" with a partner
  ok('Party of 6 \u2014 2 adults, 4 kids (ages 3 to 9) \u2014 Denver to Austin, April 8-10, 2022.', { ...DA, people: 6, rules: ['children under 10'] }),
  ok('Retired couple from Denver here. Austin, April 8-10, 2022.', { ...DA, people: 2 }),
  ok('Me and the kids (2), Ava is 5 and Leo 11, Denver to Austin, April 8-10, 2022.', { ...DA, people: 3, rules: ['children under 10'] }),
  ok('From Denver to Austin, April 8-10, 2022. My wife snores, so we want an entire home.', { ...DA, people: 2, room: 'entire room' }),

  // ---- someone named after the writer who opens a sentence of their own and sits the trip out
  ok("From Denver to Austin, April 8-10, 2022. Just me, my husband hates crowds so he's sitting this one out.", { ...DA, people: 1 }),

  ok('First time planning this on my own, sorry! My wife and I, Denver to Austin, April 8-10, 2022.', { ...DA, people: 2 }),
  ok('From Denver to Austin, April 8-10, 2022. There are 6 of us total, counting me and the bride.', { ...DA, people: 6 }),

  // ---- "we" that is not the writer and the partner named; others gone with beside a count
  no("From Denver to Austin, April 8-10, 2022. My husband can't get off work, so we girls are going!", 'travellers', 'My husband'),
  no('Couple from Denver here, going with our neighbors. Austin, April 8-10, 2022.', 'travellers', 'going with our neighbors'),

  // ---- set W, read after its held-out score: a trip "w/" someone, the one staying home named after the list
  ok('trip w/ Sam\n> Denver to Austin\n> April 8-10, 2022', { ...DA, people: 2 }),
  ok("From Denver to Austin, April 8-10, 2022. It'll be me and my two kids (6, 11), their dad is staying home.", {
    ...DA,
    people: 3,
    rules: ['children under 10'],
  }),

  // ---- groups counted one by one and added; a sum after a closed list; "we" bringing someone; an age said of a name
  ok('From Denver to Austin, April 8-10, 2022. Booking for 4 adults + 3 seniors.', { ...DA, people: 7 }),
  ok('From Denver to Austin, April 8-10, 2022. Two chaperones (me and Ms. Ruiz) and five students aged 16-17.', { ...DA, people: 7 }),
  ok('From Denver to Austin, April 8-10, 2022. We are three couples, 6 adults.', { ...DA, people: 6 }),
  ok('From Denver to Austin, April 8-10, 2022. 2 adults, 2 teens.', { ...DA, people: 4 }),
  ok('From Denver to Austin, April 8-10, 2022. Our hiking club (me, Anna, Joe and Priya, four old friends) is going.', { ...DA, people: 4 }),
  ok("From Denver to Austin, April 8-10, 2022. It's me, my husband, two teens.", { ...DA, people: 4 }),
  ok('From Denver to Austin, April 8-10, 2022. Me, my sister, and three of her coworkers.', { ...DA, people: 5 }),
  ok("From Denver to Austin, April 8-10, 2022. Me, my husband, my husband's older brother and his wife.", { ...DA, people: 4 }),
  ok("From Denver to Austin, April 8-10, 2022. My partner and I can't fly, so we're taking our daughter's boyfriend along.", {
    ...DA,
    people: 3,
    no: ['flight'],
  }),
  ok('From Denver to Austin, April 8-10, 2022. Our choir (9 singers, me included).', { ...DA, people: 9 }),
  ok('From Denver to Austin, April 8-10, 2022. Going: Nina, Omar and Zoe. Zoe is 6.', { ...DA, people: 3, rules: ['children under 10'] }),

  ok("From Denver to Austin, April 8-10, 2022. My aunt needs a ground-floor room. It's her, my husband and me.", { ...DA, people: 3 }),

  // ---- families said and sized one by one in brackets are added; one family sized alone is a question
  ok('From Denver to Austin, April 8-10, 2022. Two families: us (2 adults, a 5-year-old) and the Lees (2 adults, kids 7 and 9).', {
    ...DA,
    people: 7,
    rules: ['children under 10'],
  }),
  no("From Denver to Austin, April 8-10, 2022. Both households are coming: ours (me and my wife) and my brother's.", 'travellers'),
  no('From Denver to Austin, April 8-10, 2022, me and my husband. A friend might meet us there for a day, not sure yet.', 'travellers'),

  // ---- the people written for by someone who stays home; couples described; a subject "going in with" others
  ok("From Denver to Austin, April 8-10, 2022. I'm booking this for my parents (I'm not going myself). They want a quiet trip.", {
    ...DA,
    people: 2,
  }),
  ok("From Denver to Austin, April 8-10, 2022. My son and his two kids (4 and 7) are going; I'm paying but not going.", {
    ...DA,
    people: 3,
    rules: ['children under 10'],
  }),
  ok('From Denver to Austin, April 8-10, 2022. We are three married couples.', { ...DA, people: 6 }),
  ok('From Denver to Austin, April 8-10, 2022. My husband and I are going in with our friends Sam and Jo.', { ...DA, people: 4 }),
  ok('Who: me + my wife\nRoute: Denver to Austin and back\nDates: April 8-10, 2022', { ...DA, people: 2 }),

  ok('From Denver to Austin, April 8-10, 2022, for a delegation of five from our office.', { ...DA, people: 5 }),

  // ---- a count said to be the total holds over its parts; couples by title; people written for and whom they take along
  ok('From Denver to Austin, April 8-10, 2022. Please book for our director and two members of her staff (three travellers in total).', {
    ...DA,
    people: 3,
  }),
  ok('From Denver to Austin, April 8-10, 2022. I go with 2 friends, we are 3 in total.', { ...DA, people: 3 }),
  ok('From Denver to Austin, April 8-10, 2022. The party consists of Mr. and Mrs. Novak and their two teenage sons.', { ...DA, people: 4 }),
  ok('From Denver to Austin, April 8-10, 2022. I am the assistant to Mr. and Mrs. Ito. They would like a quiet trip; I will not be travelling.', {
    ...DA,
    people: 2,
  }),
  ok(
    'From Denver to Austin, April 8-10, 2022. I write on behalf of Dr. and Mrs. Cole, who wish to travel with their son, aged twelve, and daughter, aged fourteen.',
    {
      ...DA,
      people: 4,
    },
  ),
  ok('From Denver to Austin, April 8-10, 2022. My husband and I, together with my elderly father, wish to travel.', { ...DA, people: 3 }),
  ok('Traveller: Dr. Lena Fox (1 traveller)\nFrom: Denver\nTo: Austin\nDates: 2022-04-08 to 2022-04-10\nApproved by: finance', { ...DA, people: 1 }),
  ok('We are 4 persons, 2 adults and 2 childs (7 and 11 years old). From Denver to Austin, April 8-10, 2022.', {
    ...DA,
    people: 4,
    rules: ['children under 10'],
  }),
  ok('From Denver to Austin. The visit is scheduled for 8 April 2022, with return on 10 April 2022. Just me.', { ...DA, people: 1 }),

  ok('From Denver to Austin, April 8-10, 2022. Ms. Ortiz will travel with one colleague, Mr. Lee Park. I will not be travelling.', { ...DA, people: 2 }),

  // ---- counts joined, ages written "15 yo", a club's size, people passed on by a call, "lab partner"
  ok('From Denver to Austin, April 8-10, 2022. The two of us plus the three of them (all grown).', { ...DA, people: 5 }),
  ok('From Denver to Austin, April 8-10, 2022. Me, my husband, our 15 yo and our 12 yo.', { ...DA, people: 4 }),
  ok('From Denver to Austin, April 8-10, 2022. Our book club has 14 members but only 6 signed up for this one.', { ...DA, people: 6 }),
  ok('Guy named Omar called: he and his wife, Denver to Austin, April 8-10, 2022.', { ...DA, people: 2 }),
  ok('me and my lab partner want to go Denver to Austin april 8-10 2022', { ...DA, people: 2 }),
  ok('From Denver to Austin, April 8-10, 2022. Two families: us (2 adults + our 12-year-old) and our friends (2 adults + their 11-year-old), so 6 people.', {
    ...DA,
    people: 6,
  }),
  no(
    "From Denver to Austin, April 8-10, 2022. Both our families: mine is 3 (me, my husband, our 15 yo), my brother's is 4 but his wife can't come, so it's him and their 2 teens.",
    'travellers',
  ),

  ok("FYI, Dana's clients (Mr. and Mrs. Shah): Denver to Austin, April 8-10, 2022. They'd love a quiet place.", { ...DA, people: 2 }),
  ok('From Denver to Austin, April 8-10, 2022. We (me, my wife, and our kids Ben, 12, and Ada, 14) need a break.', { ...DA, people: 4 }),

  ok('From Denver to Austin, April 8-10, 2022. Family of four: two adults, the kids are 12 and 14.', { ...DA, people: 4 }),
  ok('From Denver to Austin, April 8-10, 2022. Our family of 5, with three kids (11, 12 and 14).', { ...DA, people: 5 }),

  ok('Retired couple plus my brother: from Denver to Austin, April 8-10, 2022.', { ...DA, people: 3 }),

  ok('From Denver to Austin, April 8-10, 2022. Me and my dog Buddy.', { ...DA, people: 1, rules: ['pets'] }),
  no('From Denver to Austin, April 8-10, 2022. Family of 4, plus 2 adults from our church.', 'travellers'),

  // ---- set Z, read after its held-out score: "a trip for two to ...", a count after a greeting
  ok('Could you put together a trip for two to Austin from Denver, April 8-10, 2022?', { ...DA, people: 2 }),
  ok('Hi, 3 friends from Denver want to visit Austin, April 8-10, 2022.', { ...DA, people: 3 }),
  // ---- set AG, read after its score on arrival: the party summed up after its parts, a sum with "=", a child's name
  // after the age, a pet named by its breed
  ok('My wife and I are going from Denver to Austin, April 8-10, 2022, and we decided to bring my mom along. The three of us can spend $900.', {
    ...DA,
    people: 3,
    budget: 900,
  }),
  ok('The groom, his brother and four of us groomsmen. Six guys. From Denver to Austin, April 8-10, 2022.', { ...DA, people: 6 }),
  ok("I'm letting my daughter bring her best friend, so it's me, my daughter and her friend. Denver to Austin, April 8-10, 2022.", {
    ...DA,
    people: 3,
  }),
  ok('4 Cub Scouts (ages 11 and 12), two parent volunteers and myself, so 7 total. Denver to Austin, April 8-10, 2022.', { ...DA, people: 7 }),
  ok('4 of us in the band + our sound guy Rico = 5. Denver to Austin, April 8-10, 2022.', { ...DA, people: 5 }),
  ok('4 of us + 2 little ones (ages 4 and 2). Denver to Austin, April 8-10, 2022.', { ...DA, people: 6, rules: ['children under 10'] }),
  ok('Me, my husband, our 3-year-old Ava, and our nanny Maribel. Denver to Austin, April 8-10, 2022.', { ...DA, people: 4, rules: ['children under 10'] }),
  ok('Mother-daughter trip: me and my 9-year-old, Zara. Denver to Austin, April 8-10, 2022.', { ...DA, people: 2, rules: ['children under 10'] }),
  ok('Just me and Biscuit (my 30-lb beagle), Denver to Austin, April 8-10, 2022.', { ...DA, people: 1, rules: ['pets'] }),
  // (A count given, then another said after it that sums nothing up, is still two counts: asked.)
  no('Denver to Austin, April 8-10, 2022, the 2 of us. The 3 of us love jazz.', 'travellers'),
  // People added after every count ("Add one more", "plus one more:"); "one more thing" adds no one.
  ok("Denver to Austin, April 8-10, 2022, the two of us. Add one more, my cousin's in.", { ...DA, people: 3 }),
  ok('Denver to Austin, April 8-10, 2022, the two of us. Plus one more thing: we have a dog.', { ...DA, people: 2, rules: ['pets'] }),
];
