// Money in whole paisa (issue 29): rupees typed as text, written back with Indian grouping, and in
// words in English and नेपाली: the same functions the receipt, the CSV and the server use.
import { describe, expect, it } from 'vitest';
import { amountInWords, formatRupees, MONEY_MAX_PAISA, numberInWords, parseRupees, rupeesDecimal } from './money.js';

describe('[BOOK-17] a number in words, Indian grouping', () => {
  it.each<[number, string, string]>([
    [1, 'one', 'एक'],
    [15, 'fifteen', 'पन्ध्र'],
    [100, 'one hundred', 'एक सय'],
    [1_000, 'one thousand', 'एक हजार'],
    [4_500, 'four thousand five hundred', 'चार हजार पाँच सय'],
    [1_00_000, 'one lakh', 'एक लाख'],
    [
      99_99_999,
      'ninety-nine lakh ninety-nine thousand nine hundred ninety-nine',
      'उनान्सय लाख उनान्सय हजार नौ सय उनान्सय',
    ],
    [1_00_00_000, 'one crore', 'एक करोड'],
    [21, 'twenty-one', 'एक्काइस'],
    [110, 'one hundred ten', 'एक सय दस'],
    [3_05_020, 'three lakh five thousand twenty', 'तीन लाख पाँच हजार बीस'],
    [0, 'zero', 'शून्य'],
  ])('%i is "%s" and "%s"', (value, english, nepali) => {
    expect(numberInWords(value, 'en')).toBe(english);
    expect(numberInWords(value, 'ne')).toBe(nepali);
  });

  it('has a Nepali word of its own for every number below 100, none repeated', () => {
    const words = Array.from({ length: 100 }, (_, value) => numberInWords(value, 'ne'));
    expect(new Set(words).size).toBe(100);
    for (const word of words) expect(word).toMatch(/^[\u0900-\u097F]+$/);
  });

  it('writes an amount with its unit, and paisa when there are any', () => {
    expect(amountInWords(4_500_00, 'en')).toBe('four thousand five hundred rupees');
    expect(amountInWords(4_500_00, 'ne')).toBe('चार हजार पाँच सय रुपैयाँ');
    expect(amountInWords(1_00, 'en')).toBe('one rupee');
    expect(amountInWords(1_050, 'en')).toBe('ten rupees and fifty paisa');
    expect(amountInWords(1_050, 'ne')).toBe('दस रुपैयाँ पचास पैसा');
    expect(() => amountInWords(1.5, 'en')).toThrow(RangeError);
    expect(() => amountInWords(-1, 'en')).toThrow(RangeError);
  });
});

describe('[BOOK-6] rupees typed as text become whole paisa, without floating point', () => {
  it.each<[string, number]>([
    ['4500', 450_000],
    ['4,500', 450_000],
    ['4,500.5', 450_050],
    ['4500.05', 450_005],
    ['1,00,000.25', 10_000_025],
    ['100,000', 10_000_000],
    ['0.01', 1],
    ['Rs. 3,000', 300_000],
    ['रु. ४,५००', 450_000],
    ['  0.10 ', 10],
    // 0.29 × 100 and 1.15 × 100 are where floating point goes wrong (28.999…, 114.999…); text does not.
    ['0.29', 29],
    ['1.15', 115],
    ['4.35', 435],
    ['10000000', 1_000_000_000],
  ])('%j is %i paisa', (typed, paisa) => {
    expect(parseRupees(typed)).toBe(paisa);
  });

  it.each(['', 'abc', '4.505', '1,0000', '45,00', '-5', '1e3', '4500.', '.5', '1 000', '12,34,567,890'])(
    'refuses %j',
    (typed) => {
      expect(parseRupees(typed)).toBeNull();
    },
  );

  it('writes paisa back with Indian grouping, in both languages', () => {
    expect(formatRupees(450_000)).toBe('Rs. 4,500');
    expect(formatRupees(450_050)).toBe('Rs. 4,500.50');
    expect(formatRupees(99_99_999_00)).toBe('Rs. 99,99,999');
    expect(formatRupees(MONEY_MAX_PAISA, 'ne')).toBe('रु. १,००,००,०००');
    expect(formatRupees(5)).toBe('Rs. 0.05');
    expect(formatRupees(-300_000)).toBe('Rs. -3,000');
    expect(rupeesDecimal(450_000)).toBe('4500.00');
    expect(rupeesDecimal(-7)).toBe('-0.07');
  });

  it('reads back every amount it writes', () => {
    for (const paisa of [1, 99, 100, 12_345, 1_00_000_00, 98_76_543_21, MONEY_MAX_PAISA]) {
      expect(parseRupees(formatRupees(paisa))).toBe(paisa);
      expect(parseRupees(formatRupees(paisa, 'ne'))).toBe(paisa);
      expect(parseRupees(rupeesDecimal(paisa))).toBe(paisa);
    }
  });
});
