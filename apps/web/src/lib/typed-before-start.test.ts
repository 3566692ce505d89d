// What was typed before the script ran: kept from the element itself, or from what was read before
// hydration when React makes the element afresh; the focus comes back; another page never takes it.
import { afterEach, describe, expect, it } from 'vitest';
import { rememberTypedValues, typedValue } from './typed-before-start';

function page(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root') as HTMLElement;
}
const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('[FIX-30] typed before the script runs', () => {
  it('keeps what the element holds, and nothing for a field left as the HTML had it', () => {
    const root = page(
      '<input name="email"><input name="city" value="Kathmandu"><select name="time"><option value="">-</option><option value="Evening">Evening</option></select>',
    );
    input('email').value = 'sita@example.com';
    document.querySelector<HTMLSelectElement>('[name="time"]')!.value = 'Evening';
    rememberTypedValues(root);
    expect(typedValue(input('email'))).toBe('sita@example.com');
    expect(typedValue(input('city'))).toBeUndefined();
    expect(typedValue(document.querySelector<HTMLSelectElement>('[name="time"]')!)).toBe('Evening');
  });

  it('puts the values and the focus into elements made afresh, once, on the same page only', () => {
    const root = page('<input name="firstName"><input name="agree" type="checkbox"><input name="mobile">');
    input('firstName').value = 'सीता';
    input('agree').checked = true;
    input('mobile').value = '98';
    input('mobile').focus();
    rememberTypedValues(root);
    page('<input name="firstName"><input name="agree" type="checkbox"><input name="mobile">');
    expect(typedValue(input('firstName'))).toBe('सीता');
    expect(input('firstName').value).toBe('सीता');
    expect(typedValue(input('agree'))).toBe(true);
    expect(input('agree').checked).toBe(true);
    expect(document.activeElement).not.toBe(input('mobile'));
    expect(typedValue(input('mobile'))).toBe('98');
    expect(document.activeElement).toBe(input('mobile'));
    page('<input name="firstName">');
    expect(typedValue(input('firstName'))).toBeUndefined();

    const again = page('<input name="q">');
    input('q').value = 'maths';
    rememberTypedValues(again);
    window.history.replaceState(null, '', '/elsewhere');
    page('<input name="q">');
    expect(typedValue(input('q'))).toBeUndefined();
  });
});
