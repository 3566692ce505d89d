// Places: one list of Nepal's cities and common areas (toles) with their English and Nepali names,
// so "ललितपुर" and "Lalitpur" are one place in the directory's filters and facets and in the
// matching's "same area" (issue 33). A known place is stored under its English name; a place not on
// the list (a small tole) is kept as typed. Pages show a known place in the page's language.
// Migration 0020 maps existing rows with the same spellings; places.test.ts keeps the two alike.

export interface Place {
  en: string;
  ne: string;
  /** Other spellings people type, in either script (the names themselves count already). */
  also?: readonly string[];
}

export const CITIES: readonly Place[] = [
  { en: 'Kathmandu', ne: 'काठमाडौं', also: ['ktm', 'kathmandu metropolitan', 'काठमाण्डौ', 'काठमाडौ'] },
  { en: 'Lalitpur', ne: 'ललितपुर', also: ['lalitpur metropolitan'] },
  { en: 'Bhaktapur', ne: 'भक्तपुर', also: ['bhadgaon', 'भादगाउँ'] },
  { en: 'Kirtipur', ne: 'कीर्तिपुर', also: ['किर्तिपुर'] },
  { en: 'Pokhara', ne: 'पोखरा' },
  { en: 'Biratnagar', ne: 'विराटनगर', also: ['बिराटनगर'] },
  { en: 'Bharatpur', ne: 'भरतपुर' },
  { en: 'Butwal', ne: 'बुटवल' },
  { en: 'Dharan', ne: 'धरान' },
  { en: 'Birgunj', ne: 'वीरगञ्ज', also: ['birganj', 'बिरगंज', 'वीरगंज'] },
  { en: 'Hetauda', ne: 'हेटौंडा', also: ['हेटौडा'] },
  { en: 'Janakpur', ne: 'जनकपुर' },
  { en: 'Nepalgunj', ne: 'नेपालगञ्ज', also: ['nepalganj', 'नेपालगंज'] },
  { en: 'Dhangadhi', ne: 'धनगढी' },
  { en: 'Itahari', ne: 'इटहरी' },
  { en: 'Banepa', ne: 'बनेपा' },
  { en: 'Dhulikhel', ne: 'धुलिखेल' },
];

export const AREAS: readonly Place[] = [
  { en: 'Baneshwor', ne: 'बानेश्वर', also: ['baneshwar', 'new baneshwor', 'new baneshwar', 'नयाँ बानेश्वर'] },
  { en: 'Old Baneshwor', ne: 'पुरानो बानेश्वर', also: ['old baneshwar'] },
  { en: 'Koteshwor', ne: 'कोटेश्वर', also: ['koteshwar'] },
  { en: 'Gongabu', ne: 'गोंगबु', also: ['gongbu', 'gangabu', 'गोङ्गबु', 'गंगबु'] },
  { en: 'Chabahil', ne: 'चाबहिल', also: ['chabahil chowk'] },
  { en: 'Baluwatar', ne: 'बालुवाटार' },
  { en: 'Maharajgunj', ne: 'महाराजगञ्ज', also: ['maharajganj', 'महाराजगंज'] },
  { en: 'Thamel', ne: 'ठमेल' },
  { en: 'Kalanki', ne: 'कलंकी', also: ['कलङ्की'] },
  { en: 'Kalimati', ne: 'कालीमाटी', also: ['कालिमाटी'] },
  { en: 'Balaju', ne: 'बालाजु' },
  { en: 'Budhanilkantha', ne: 'बूढानीलकण्ठ', also: ['budanilkantha', 'बुढानिलकण्ठ'] },
  { en: 'Tokha', ne: 'टोखा' },
  { en: 'Boudha', ne: 'बौद्ध', also: ['bouddha', 'baudha', 'boudhanath'] },
  { en: 'Jorpati', ne: 'जोरपाटी' },
  { en: 'Sinamangal', ne: 'सिनामंगल', also: ['सिनामङ्गल'] },
  { en: 'Tinkune', ne: 'तीनकुने', also: ['tinkune chowk', 'तिनकुने'] },
  { en: 'Maitidevi', ne: 'मैतिदेवी', also: ['maiti devi'] },
  { en: 'Putalisadak', ne: 'पुतलीसडक', also: ['putali sadak'] },
  { en: 'Dillibazar', ne: 'डिल्लीबजार', also: ['dilli bazar', 'dillibazaar'] },
  { en: 'Lazimpat', ne: 'लाजिम्पाट' },
  { en: 'Samakhusi', ne: 'सामाखुसी' },
  { en: 'Swayambhu', ne: 'स्वयम्भू', also: ['swoyambhu'] },
  { en: 'Kuleshwor', ne: 'कुलेश्वर', also: ['kuleshwar'] },
  { en: 'Sitapaila', ne: 'सीतापाइला', also: ['sitapaila chowk'] },
  { en: 'Naxal', ne: 'नक्साल' },
  { en: 'Battisputali', ne: 'बत्तीसपुतली' },
  { en: 'Kapan', ne: 'कपन' },
  { en: 'Lagankhel', ne: 'लगनखेल' },
  { en: 'Jawalakhel', ne: 'जावलाखेल' },
  { en: 'Pulchowk', ne: 'पुल्चोक', also: ['pulchok'] },
  { en: 'Kupondole', ne: 'कुपण्डोल', also: ['kupandol'] },
  { en: 'Satdobato', ne: 'सातदोबाटो' },
  { en: 'Imadol', ne: 'इमाडोल' },
  { en: 'Gwarko', ne: 'ग्वार्को' },
  { en: 'Ekantakuna', ne: 'एकान्तकुना' },
  { en: 'Sanepa', ne: 'सानेपा' },
  { en: 'Thimi', ne: 'ठिमी', also: ['madhyapur thimi', 'मध्यपुर ठिमी'] },
  { en: 'Suryabinayak', ne: 'सूर्यविनायक', also: ['suryavinayak'] },
  { en: 'Lakeside', ne: 'लेकसाइड' },
  { en: 'Chipledhunga', ne: 'चिप्लेढुंगा' },
  { en: 'Bagar', ne: 'बगर' },
];

/**
 * A spelling as compared: Unicode NFC, chandrabindu as anusvara (काठमाडौँ = काठमाडौं), no joiners,
 * lower case, trimmed, inner spaces collapsed. Migration 0020 does the same in SQL.
 */
export function normalizePlace(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u0901/g, '\u0902')
    .replace(/[\u200c\u200d]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** Every known spelling (normalized) with its place. */
export const PLACE_SPELLINGS: ReadonlyMap<string, Place> = new Map(
  [...CITIES, ...AREAS].flatMap((place) =>
    [place.en, place.ne, ...(place.also ?? [])].map((spelling) => [normalizePlace(spelling), place] as const),
  ),
);

/** The known place a spelling names, if any. */
export function findPlace(text: string): Place | undefined {
  return PLACE_SPELLINGS.get(normalizePlace(text));
}

/** How a place is stored: a known place under its English name, any other as typed (trimmed, spaces collapsed). */
export function canonicalPlace(text: string): string {
  return findPlace(text)?.en ?? text.trim().replace(/\s+/g, ' ');
}

/** What the filters, facets and ranking compare: the stored spelling's lower case. */
export function placeKey(text: string): string {
  return canonicalPlace(text).toLowerCase();
}

/** A place in the page's language: a known one by its name there, any other as typed. */
export function placeName(text: string, language: 'en' | 'ne'): string {
  const place = findPlace(text);
  return place ? place[language] : text.trim();
}
