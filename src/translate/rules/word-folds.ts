/**
 * Word folds: words read as the English words they mean, one character for one. The layout's text keeps the
 * request's length (layout.ts), so every offset stays the original's and a quote shows what was written.
 * - A few typos of the same length ("teh", "wnat", "fro Miami"), and a typo of one of the reader's words by one swap of
 *   neighbouring letters ("husbnad", "freinds", "Itlaian").
 * - Spanish and French words that writers mix into English ("con mi novia", "avec ma femme", "casa entera",
 *   "pas d'avion"), each folded to English no longer than itself and padded with spaces. Counts said in them ("somos
 *   dos", "deux personnes") are read as they are written, by counts.ts.
 */

/** Typos of the same length as the word meant ("teh 4th", "wnat to go", "fro Miami"), read first, in lowercase. */
const TYPOS = /\b(?:teh|adn|wnat|budjet|bugdet|fro(?=\s+(?:[A-Z]|the\b)))\b/gi;
const TYPO_OF: Readonly<Record<string, string>> = { teh: 'the', adn: 'and', wnat: 'want', budjet: 'budget', bugdet: 'budget', fro: 'for' };

/** Words a swap of two neighbouring letters is read as (at least four letters; none is another word's swap). */
const VOCABULARY = [
  'husband',
  'husbands',
  'wife',
  'kids',
  'friend',
  'friends',
  'sister',
  'sisters',
  'brother',
  'brothers',
  'mother',
  'father',
  'daughter',
  'daughters',
  'children',
  'family',
  'parents',
  'cousin',
  'cousins',
  'people',
  'adults',
  'travelers',
  'travellers',
  'partner',
  'girlfriend',
  'boyfriend',
  'colleagues',
  'coworkers',
  'grandma',
  'grandpa',
  'grandparents',
  'budget',
  'dollars',
  'private',
  'shared',
  'entire',
  'apartment',
  'flight',
  'flights',
  'flying',
  'driving',
  'smoking',
  'parties',
  'visitors',
  'italian',
  'mexican',
  'chinese',
  'indian',
  'french',
  'american',
  'mediterranean',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'days',
  'week',
  'weeks',
  'nights',
  'cities',
];
const KNOWN = new Set(VOCABULARY);
/** Each swap of neighbouring letters of a vocabulary word, to the word. */
const SWAPPED: ReadonlyMap<string, string> = (() => {
  const out = new Map<string, string>();
  for (const w of VOCABULARY)
    for (let i = 0; i + 1 < w.length; i++) {
      const s = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
      if (s !== w && !KNOWN.has(s)) out.set(s, w);
    }
  return out;
})();

/** The word meant, in the case of the word written (its first letter, or all of it). */
function inCase(written: string, meant: string): string {
  if (meant === '' || meant === 'I' || !/\p{L}/u.test(meant)) return meant;
  if (written.length > 1 && written === written.toUpperCase()) return meant.toUpperCase();
  return written[0] === written[0]!.toUpperCase() ? meant[0]!.toUpperCase() + meant.slice(1) : meant;
}

// Letters of any language bound a word here (`\b` takes "á" for a non-word character).
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
const KIN = String.raw`(?:novi[ao]s?|espos[ao]s?|marido|mujer|mari|femme|copine|copain|amig[ao]s?|amie?s?|hij[ao]s|hijo|herman[ao]s?|mam[aá]|pap[aá]|padres|pap[aá]s|m[eè]re|p[eè]re|fils|enfants|ni[nñ]os|famil(?:ia|le)|abuela|perr(?:o|os|ito)|chiens?|gatos?|mascotas?)`;
const POSSESSIVE = String.raw`(?:mi|mis|ma|mon|mes|nuestr[ao]s?|notre|nos)`;
/**
 * Kin words are read only after English words or signs that join a companion ("con mi novia", "me n mi novio",
 * "me + mon mari", "moi + 2 amis"); a party said wholly in Spanish or French ("Mi esposa y yo", "Somos 2 adultos y
 * 2 niños") is read as written, by counts.ts.
 */
const GLUE = String.raw`(?:[+&]|${B}(?:n|and|with|w\/|con|avec))\s*`;
const AFTER_COMPANION = String.raw`(?<=${GLUE}(?:(?:mi|mis|ma|mon|mes|nuestr[ao]s?|notre|nos|my|our)\s+)?(?:(?:\d+|dos|deux|tres|trois|cuatro|quatre)\s+)?)`;
const NUMBER = String.raw`(?:dos|deux|tres|trois|cuatro|quatre)`;
/** Cuisines are read only a few words after a word of food ("comida mexicana y italiana"), never a nationality ("elle est française"). */
const AFTER_FOOD = String.raw`(?<=${B}(?:comida|cocina|cuisine|food|nourriture|resto|restaurante?s?|manger|comer|plats?|platos?)${E}[^.!?;\n]{0,25})`;

/** Spanish and French words, each with the English it is read as (no longer than the shortest match). */
const FOREIGN: readonly (readonly [string, string])[] = [
  // who travels
  [String.raw`(?<=${GLUE})(?:mis\s+pap[aá]s|mes\s+parents)`, 'mom & dad'],
  [String.raw`(?<=${GLUE})mis\s+padres`, 'my parents'],
  [String.raw`(?<=${GLUE})(?:nuestr[ao]s?|notre|nos)(?=\s+(?:${KIN}|${NUMBER})${E})`, 'our'],
  [String.raw`(?<=${GLUE})${POSSESSIVE}(?=\s+${KIN}${E})`, 'my'],
  [String.raw`(?<=${GLUE}(?:${POSSESSIVE}\s+)?)(?:dos|deux)(?=\s+\p{L})`, '2'],
  [String.raw`(?<=${GLUE}(?:${POSSESSIVE}\s+)?)(?:tres|trois)(?=\s+\p{L})`, '3'],
  [String.raw`(?<=${GLUE}(?:${POSSESSIVE}\s+)?)(?:cuatro|quatre)(?=\s+\p{L})`, '4'],
  [String.raw`${AFTER_COMPANION}(?:novias?)`, 'gf'],
  [String.raw`${AFTER_COMPANION}(?:novios?)`, 'bf'],
  [String.raw`${AFTER_COMPANION}(?:esposas?|mujer|femme)`, 'wife'],
  [String.raw`${AFTER_COMPANION}(?:esposos?|marido)`, 'hubby'],
  [String.raw`${AFTER_COMPANION}(?:mari)`, 'mate'],
  [String.raw`${AFTER_COMPANION}(?:copine)`, 'gf'],
  [String.raw`${AFTER_COMPANION}(?:copain)`, 'bf'],
  [String.raw`${AFTER_COMPANION}(?:amig[ao]s|amies|amis)`, 'pals'],
  [String.raw`${AFTER_COMPANION}(?:amig[ao]|amie|ami)`, 'pal'],
  [String.raw`${AFTER_COMPANION}(?:hij[ao]s|ni[nñ]os|enfants)`, 'kids'],
  [String.raw`${AFTER_COMPANION}(?:hijo|fils)`, 'son'],
  [String.raw`${AFTER_COMPANION}(?:hermanos)`, 'brothers'],
  [String.raw`${AFTER_COMPANION}(?:hermano)`, 'brother'],
  [String.raw`${AFTER_COMPANION}(?:hermanas?)`, 'sister'],
  [String.raw`${AFTER_COMPANION}(?:pap[aá]s(?=${E}))`, 'folks'],
  [String.raw`${AFTER_COMPANION}(?:padres)`, 'folks'],
  [String.raw`${AFTER_COMPANION}(?:mam[aá]|mère)`, 'mom'],
  [String.raw`${AFTER_COMPANION}(?:pap[aá]|père)`, 'dad'],
  [String.raw`${AFTER_COMPANION}(?:familia|famille)`, 'family'],
  [String.raw`${AFTER_COMPANION}(?:abuela)`, 'granny'],
  [String.raw`${AFTER_COMPANION}(?:perr(?:os|itos)|chiens|gatos)`, 'dogs'],
  [String.raw`${AFTER_COMPANION}(?:perr(?:o|ito)|chien)`, 'dog'],
  [String.raw`${AFTER_COMPANION}(?:gato)`, 'cat'],
  [String.raw`${AFTER_COMPANION}(?:mascotas)`, 'pets'],
  [String.raw`${AFTER_COMPANION}(?:mascota)`, 'pet'],
  [String.raw`avec`, 'with'],
  // ("yo + mis papás", "moi + 2 amis"; "our 2 yo +" is an age.)
  [String.raw`(?<!\d\s*)yo(?=\s*[+&])`, 'I'],
  [String.raw`moi(?=\s*[+&])`, 'me'],
  [String.raw`con(?=\s+(?:${POSSESSIVE}|\d|dos|tres|cuatro)${E})`, 'w/'],
  // places and dates
  [String.raw`ciudades|villes`, 'cities'],
  [String.raw`ciudad|ville`, 'city'],
  [String.raw`viaje\s+de`, 'trip frm'],
  [String.raw`saliendo\s+de|partiendo\s+de`, 'leaving frm'],
  [String.raw`desde|depuis`, 'from'],
  [String.raw`hacia|vers`, 'to'],
  [String.raw`a\s+partir\s+del?|[aà]\s+partir\s+du`, 'from'],
  // money
  [String.raw`presupuesto`, 'budget'],
  [String.raw`d[oó]lares`, 'dollars'],
  [String.raw`por\s+persona|par\s+personne`, 'per person'],
  [String.raw`cada\s+uno`, 'each'],
  [String.raw`chacun`, 'each'],
  // lodging, ways and food
  [String.raw`casa\s+entera`, 'entire home'],
  [String.raw`logement\s+entier|apartamento\s+entero`, 'entire home'],
  [String.raw`cuarto\s+privado|habitaci[oó]n\s+privada|chambre\s+priv[ée]e`, 'private room'],
  [String.raw`habitaci[oó]n\s+compartida|chambre\s+partag[ée]e`, 'shared room'],
  [String.raw`dortoir`, 'dorm'],
  [String.raw`pas\s+d['’]avion|sans\s+avion`, 'no flights'],
  [String.raw`sin\s+avi[oó]n|sin\s+volar`, 'no flying'],
  [String.raw`no\s+volar`, 'no plane'],
  [String.raw`no\s+puede\s+volar|ne\s+peut\s+pas\s+voler`, "can't fly"],
  [String.raw`sin\s+(?:coche|carro)|sans\s+voiture`, 'no car'],
  [String.raw`comida|nourriture`, 'food'],
  [String.raw`${AFTER_FOOD}(?:mexican[ao]|mexicaine?)`, 'mexican'],
  [String.raw`${AFTER_FOOD}(?:italian[ao]|italienne|italien)`, 'italian'],
  [String.raw`${AFTER_FOOD}(?:chinoise?)`, 'chinese'],
  [String.raw`${AFTER_FOOD}(?:francesa|francés|fran[cç]aise?)`, 'french'],
  [String.raw`${AFTER_FOOD}(?:indienne)`, 'indian'],
  [String.raw`${AFTER_FOOD}(?:am[eé]ricaine)`, 'american'],
];
/** "de Houston a Chicago", "de Portland à Dallas": the "a" between two names (in their case) as an arrow. */
const BETWEEN_NAMES = /(?<=(?<![\p{L}\p{N}])(?:de|desde|from|frm)\s+\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*){0,2}\s+)(?:a|à)(?=\s+\p{Lu})/gu;
const FOREIGN_RE = new RegExp(FOREIGN.map(([re], i) => `${B}(?<f${i}>${re})${E}`).join('|'), 'giu');

/** A word of each fold: a request with none of them has nothing to fold (most have none, and the folds cost time). */
const TRIGGERS = new Set(
  (
    'novia novias novio novios esposa esposas esposo esposos marido mujer mari femme copine copain amigo amigos amiga amigas amie amies ami ' +
    'amis hijos hijas hijo niños ninos enfants fils hermano hermanos hermana hermanas papás papas papá papa padres mamá mama mère père ' +
    'pere familia famille abuela perro perros perrito perritos chien chiens gato gatos mascota mascotas avec con yo moi ciudades ciudad villes ' +
    'ville viaje saliendo partiendo desde depuis hacia vers partir presupuesto dólares dolares por par cada chacun casa logement apartamento ' +
    'cuarto habitación habitacion chambre dortoir pas sans sin volar voler comida nourriture mexicana mexicano mexicaine mexicain ' +
    'italiana italiano italienne italien chinoise chinois francesa francés française francaise français francais indienne ' +
    'américaine americaine'
  ).split(' '),
);

/** The text with typos of the reader's words and Spanish and French words read as English, one character for one. */
export function foldWords(text: string): string {
  const swapped = text
    .replace(TYPOS, (w) => TYPO_OF[w.toLowerCase()]!)
    .replace(/\b[A-Za-z]{4,}\b/g, (w) => {
      const meant = SWAPPED.get(w.toLowerCase());
      return meant === undefined ? w : inCase(w, meant);
    });
  if (!(swapped.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => TRIGGERS.has(w))) return swapped;
  return swapped.replace(BETWEEN_NAMES, '>').replace(FOREIGN_RE, (...args) => {
    const groups = args[args.length - 1] as Record<string, string | undefined>;
    const written = args[0] as string;
    for (let i = 0; i < FOREIGN.length; i++) {
      if (groups[`f${i}`] === undefined) continue;
      const meant = inCase(written, FOREIGN[i]![1]);
      // (Never longer than the words written: every offset must stay the original's.)
      return meant.length > written.length ? written : meant.padEnd(written.length, ' ');
    }
    return written;
  });
}
