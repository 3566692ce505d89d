import { describe, expect, it } from 'vitest';
import {
  NEPALI_MONTHS,
  areaAndCity,
  formatAmount,
  formatDate,
  formatDateInBothCalendars,
  formatDateTime,
  formatGregorianDate,
  formatPrice,
  placeLabel,
  subjectsLabel,
} from './format';
import { nepaliDigits } from './i18n/numbers';
import { tEn, tNe } from '../test/translators';

describe('money and dates (requirements DEC-9)', () => {
  it('[DEC-9] shows prices in rupees with lakh grouping', () => {
    expect(formatPrice(tEn, 'en', 5000, 'monthly')).toBe('Rs. 5,000 / month');
    expect(formatPrice(tEn, 'en', 800, 'hourly')).toBe('Rs. 800 / hour');
    expect(formatAmount('en', 150000)).toBe('1,50,000');
  });

  it('[DEC-9] uses रु., Devanagari digits and Nepali units in Nepali mode', () => {
    expect(formatPrice(tNe, 'ne', 5000, 'monthly')).toBe('रु. ५,००० / महिना');
    expect(formatAmount('ne', 150000)).toBe('१,५०,०००');
    expect(formatGregorianDate('ne', '2025-01-15T10:00:00.000Z')).toBe('१५ जनवरी २०२५');
  });

  it('writes a date with its time in Nepal, in Devanagari digits in Nepali', () => {
    // 08:20 UTC is 14:05 in Kathmandu.
    expect(formatDateTime('en', '2025-01-15T08:20:00.000Z')).toBe('15 January 2025, 14:05');
    expect(formatDateTime('ne', '2025-01-15T08:20:00.000Z')).toBe('माघ २, २०८१, १४:०५');
    expect(formatDateTime('ne', 'not a date')).toBe('not a date');
  });

  it('formats dates as day, month and year', () => {
    expect(formatDate('en', '2025-01-15T10:00:00.000Z')).toBe('15 January 2025');
    expect(formatDate('en', 'not a date')).toBe('not a date');
  });

  it("prints the day in Nepal whatever the machine's time zone (server-rendered pages hydrate with the same text)", () => {
    // 20:00 UTC is 01:45 the next day in Kathmandu.
    expect(formatDate('en', '2025-01-15T20:00:00.000Z')).toBe('16 January 2025');
    expect(formatDate('ne', '2025-01-15T20:00:00.000Z')).toBe('माघ ३, २०८१');
  });
});

describe('[FIX-31] dates in the Nepali calendar on Nepali pages', () => {
  // Known days: Nepal's new years (1 Baisakh), Maghe Sankranti (1 Magh) and the example.
  const KNOWN: [string, string, string][] = [
    ['2024-04-13T06:00:00.000Z', 'बैशाख १, २०८१', '13 April 2024'],
    ['2025-01-14T06:00:00.000Z', 'माघ १, २०८१', '14 January 2025'],
    ['2025-04-14T06:00:00.000Z', 'बैशाख १, २०८२', '14 April 2025'],
    ['2026-04-14T06:00:00.000Z', 'बैशाख १, २०८३', '14 April 2026'],
    ['2026-12-18T06:00:00.000Z', 'पुस ३, २०८३', '18 December 2026'],
  ];

  it('writes the Bikram Sambat day in Nepali, the Gregorian one in English, and both where a page is kept', () => {
    for (const [iso, nepali, english] of KNOWN) {
      expect(formatDate('ne', iso), iso).toBe(nepali);
      expect(formatDate('en', iso), iso).toBe(english);
    }
    expect(formatDateInBothCalendars('ne', '2026-12-18T06:00:00.000Z')).toBe('पुस ३, २०८३ (१८ डिसेम्बर २०२६)');
    expect(formatDateInBothCalendars('en', '2026-12-18T06:00:00.000Z')).toBe('18 December 2026 (Poush 3, 2083 BS)');
  });

  it("counts the day in Nepal: 18:15 UTC is the next day's first minute in Kathmandu", () => {
    expect(formatDate('ne', '2026-12-17T18:14:00.000Z')).toBe('पुस २, २०८३');
    expect(formatDate('ne', '2026-12-17T18:15:00.000Z')).toBe('पुस ३, २०८३');
  });

  it('falls back to the Gregorian date outside the calendar table, and shows an unreadable value as it came', () => {
    expect(formatDate('ne', '1900-06-15T12:00:00.000Z')).toBe(formatGregorianDate('ne', '1900-06-15T12:00:00.000Z'));
    expect(formatDateInBothCalendars('en', '1900-06-15T12:00:00.000Z')).toBe('15 June 1900');
    expect(formatDate('ne', 'not a date')).toBe('not a date');
  });
});

describe('the same text as Intl, which the common cases do without (issue 12)', () => {
  const intlAmount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  const intlDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Kathmandu' });
  const intlParts = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'Asia/Kathmandu',
  });
  const intlClock = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Kathmandu',
  });

  it('amounts: lakh grouping', () => {
    const amounts = [0, -0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 150000, 999999, 1000000];
    amounts.push(12345678, 123456789, 1234567890, 10 ** 15, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2);
    amounts.push(-5, -150000, 1.5, 1.005, 2.345, 99999.999, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY);
    for (let amount = 1; amount < 10 ** 16; amount = amount * 7 + 3) amounts.push(amount);
    for (const amount of amounts) {
      expect(formatAmount('en', amount), String(amount)).toBe(intlAmount.format(amount));
      expect(formatAmount('ne', amount), String(amount)).toBe(nepaliDigits(intlAmount.format(amount)));
    }
  });

  it("dates and times in Nepal, across days, years and Nepal's change of offset in 1986", () => {
    const instants = [
      '1985-12-31T18:14:59.999Z',
      '1985-12-31T18:15:00.000Z',
      '1985-12-31T18:29:59.999Z',
      '1985-12-31T18:30:00.000Z',
      '2024-02-28T18:14:59.999Z',
      '2024-02-28T18:15:00.000Z',
      '2026-12-31T18:15:00.000Z',
      '1970-01-01T00:00:00.000Z',
      '1900-06-15T12:00:00.000Z',
      '9999-12-31T18:14:00.000Z',
      '9999-12-31T18:16:00.000Z',
    ].map((iso) => new Date(iso).getTime());
    // Every ~3 days and 7 minutes from 1960 to 2060, so each hour and minute of the day comes round.
    for (let time = Date.UTC(1960, 0, 1); time < Date.UTC(2060, 0, 1); time += 3 * 86_400_000 + 7 * 60_000 + 13_000) {
      instants.push(time);
    }
    for (const time of instants) {
      const iso = new Date(time).toISOString();
      const part = (type: string) => Number(intlParts.formatToParts(time).find((each) => each.type === type)?.value);
      const nepali = nepaliDigits(`${part('day')} ${NEPALI_MONTHS[part('month') - 1]} ${part('year')}`);
      expect(formatDate('en', iso), iso).toBe(intlDate.format(time));
      expect(formatGregorianDate('ne', iso), iso).toBe(nepali);
      expect(formatDateTime('en', iso), iso).toBe(`${intlDate.format(time)}, ${intlClock.format(time)}`);
      expect(formatDateTime('ne', iso), iso).toBe(`${formatDate('ne', iso)}, ${nepaliDigits(intlClock.format(time))}`);
    }
  });
});

describe('[FIX-33] places, subjects and amounts in the page language', () => {
  it('names a known place or subject in Nepali on a Nepali page and keeps anything unknown as typed', () => {
    expect(areaAndCity('ne', 'Baneshwor', 'Kathmandu')).toBe('बानेश्वर, काठमाडौं');
    expect(areaAndCity('en', 'Baneshwor', 'Kathmandu')).toBe('Baneshwor, Kathmandu');
    expect(placeLabel('ne', 'Naya Tole')).toBe('Naya Tole');
    expect(subjectsLabel('ne', ['Mathematics', 'Science', 'Sanskrit'])).toBe('गणित, विज्ञान, Sanskrit');
    expect(subjectsLabel('en', ['Mathematics', 'Science'])).toBe('Mathematics, Science');
  });

  it('groups the digits of amounts in both languages', () => {
    expect(formatPrice(tEn, 'en', 4500, 'monthly')).toBe('Rs. 4,500 / month');
    expect(formatPrice(tNe, 'ne', 4500, 'monthly')).toBe('रु. ४,५०० / महिना');
  });
});
