// Devanagari, full-width and Arabic-Indic digits in every numeric field (issue 33).
import { describe, expect, it } from 'vitest';
import { DirectoryQuerySchema, RequestCodeSchema, RequestStatusBodySchema } from './directory.js';
import { asciiDigits } from './digits.js';
import { MobileSchema } from './fields.js';
import { SmsCodeSchema } from './password-reset.js';
import { ClassSchema } from './student-requests.js';
import { TuitionSchema } from './tuitions.js';

describe('[FIX-3] digits as people type them', () => {
  it('reads Devanagari, full-width, Arabic-Indic and Persian digits as ASCII and leaves the rest', () => {
    expect(asciiDigits('९८५१२३४५६७')).toBe('9851234567');
    expect(asciiDigits('０１２３４５６７８９')).toBe('0123456789');
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(asciiDigits('Rs. ४,५०० for कक्षा १०')).toBe('Rs. 4,500 for कक्षा 10');
  });

  it.each(['९८५१२३४५६७', '９８５１２３４５６７', '٩٨٥١٢٣٤٥٦٧', ' ९८५१2३४५६७ '])(
    'a mobile number %s is kept as ASCII',
    (typed) => {
      expect(MobileSchema.parse(typed)).toBe('9851234567');
    },
  );

  it('still refuses a mobile number of the wrong length, in any digits', () => {
    expect(MobileSchema.safeParse('९८५१२३४५६').success).toBe(false);
  });

  it('a price, a class, a request code, an SMS code and the directory filters', () => {
    const offer = TuitionSchema.parse({ name: 'SEE Maths', subjects: ['Maths'], forClass: 'Secondary', price: '४५००' });
    expect(offer.price).toBe(4500);
    expect(TuitionSchema.parse({ name: 'X', subjects: ['Maths'], forClass: 'Secondary', price: '１２.５' }).price).toBe(
      12.5,
    );
    expect(ClassSchema.parse('१०')).toBe('10');
    expect(RequestCodeSchema.parse('gg-7k३q-९२')).toBe('GG-7K3Q-92');
    expect(RequestStatusBodySchema.parse({ requestCode: 'GG-7K3Q-92', mobile: '९८०१२३४५६७' }).mobile).toBe(
      '9801234567',
    );
    expect(SmsCodeSchema.parse('०४२९१७')).toBe('042917');
    expect(DirectoryQuerySchema.parse({ class: '९', priceMin: '३०००', priceMax: '५०००' })).toMatchObject({
      class: '9',
      priceMin: 3000,
      priceMax: 5000,
    });
  });
});
