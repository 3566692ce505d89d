// What a person typed, as a notification quotes it (issue 26): in quotes, so the reader sees whose
// words they are, and, when it is not a plain name (a contact message's subject, a name stored before
// names refused links), with what a mail or SMS app would turn into a link broken up:
// "https[://]evil[.]example/pay", "someone[at]evil[.]example". Nothing typed is ever a link.
import { isPlainName } from '@gharguru/contract';

export function defanged(value: string): string {
  if (isPlainName(value)) return value;
  return value.replaceAll('://', '[://]').replaceAll('.', '[.]').replaceAll('@', '[at]');
}

/** The value in quotes, defanged. */
export function typed(value: string): string {
  return `"${defanged(value)}"`;
}

/** Several values, each quoted: "Maths", "Science". */
export function typedList(values: readonly string[]): string {
  return values.map(typed).join(', ');
}
