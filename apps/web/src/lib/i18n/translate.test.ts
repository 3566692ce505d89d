import { describe, expect, it } from 'vitest';
import { ne } from './ne';
import { type TFunction, addTexts, createT } from './translate';
import { english, tEn, tNe } from '../../test/translators';

describe('createT', () => {
  it('reads nested texts by dotted key', () => {
    expect(tEn('nav.findTutor')).toBe('Find a Tutor');
    expect(tNe('nav.findTutor')).toBe(ne.nav.findTutor);
  });

  it('fills {{variables}} and leaves unknown ones as they are', () => {
    expect(tEn('footer.copyright', { year: 2031 })).toBe('© 2031 GharGuru. All rights reserved.');
    expect(tEn('common.showing', { from: 1, to: 10 })).toBe('1–10 of {{total}}');
  });

  it('chooses _one or _other from count, as i18next does', () => {
    const key = 'admins.confirm.deleteTeacherText';
    expect(tEn(key, { name: 'Ram', count: 1 })).toBe(
      'Ram will be deleted for good, together with their 1 tuition post.',
    );
    expect(tEn(key, { name: 'Ram', count: 0 })).toBe(
      'Ram will be deleted for good, together with their 0 tuition posts.',
    );
    expect(tEn(key, { name: 'Ram', count: 3 })).toContain('3 tuition posts.');
    expect(tNe(key, { name: 'राम', count: 1 })).toBe('राम र उहाँको १ ट्युसन पोस्ट सधैँका लागि मेटाइनेछ।');
    expect(tNe(key, { name: 'राम', count: 2 })).toBe('राम र उहाँका २ ट्युसन पोस्ट सधैँका लागि मेटाइनेछन्।');
    expect(tNe(key, { name: 'राम', count: 0 })).toBe('राम र उहाँका ० ट्युसन पोस्ट सधैँका लागि मेटाइनेछन्।');
  });

  it('writes numbers in the language’s digits and leaves text values as given', () => {
    expect(tNe('common.pageOf', { page: 2, pages: 5 })).toBe('पृष्ठ २ / ५');
    expect(tEn('common.pageOf', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(tNe('fields.classOption', { value: 10 })).toBe('कक्षा १०');
    expect(tNe('footer.copyright', { year: 2026 })).toBe('© २०२६ घरगुरु। सर्वाधिकार सुरक्षित।');
    expect(tNe('admins.pendingAdmins.rejectText', { name: 'Ram 2', email: 'ram2@example.com' })).toContain(
      'Ram 2 (ram2@example.com)',
    );
  });

  it('falls back to English, then to the key', () => {
    const partial = createT('ne', addTexts(new Map(), { nav: { home: 'गृहपृष्ठ' } }), english);
    expect(partial('nav.home')).toBe('गृहपृष्ठ');
    expect(partial('nav.about')).toBe('About');
    const unknown = 'no.such.key' as Parameters<TFunction>[0];
    expect(partial(unknown)).toBe('no.such.key');
  });

  it('accepts only known keys (checked by tsc)', () => {
    // @ts-expect-error: not a key of en.ts or en-staff.ts
    expect(tEn('nav.nope')).toBe('nav.nope');
  });
});
