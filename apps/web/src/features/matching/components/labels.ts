// Small shared wordings of the matching screens: a class, a person's short name.
import type { TFunction } from '../../../lib/i18n';

/** '10' -> 'Class 10', 'Bachelor' -> 'Bachelor'. */
export function classLabel(t: TFunction, value: string): string {
  return value === 'Bachelor' ? t('fields.bachelor') : t('fields.classOption', { value: Number(value) });
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}
