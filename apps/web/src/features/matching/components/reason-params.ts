// A ranking reason's variables in the reader's language: the server fills them in English (an
// offer's class band 'Secondary', a level '+2', a class '10'), the Nepali text needs them in Nepali.
import { FOR_CLASSES, type ForClass, type MatchReason } from '@gharguru/contract';
import { levelLabel } from '../../../lib/format';
import type { TFunction } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/numbers';

function localValue(t: TFunction, language: string, name: string, value: string | number): string | number {
  if (typeof value === 'number') return value;
  if (name === 'forClass' && (FOR_CLASSES as readonly string[]).includes(value)) {
    return t(`tuitions.forClass.${value as ForClass}`);
  }
  if (name === 'level') return levelLabel(t, value);
  if (/^\d+$/.test(value)) return formatNumber(language, Number(value));
  return value;
}

export function localParams(t: TFunction, language: string, params: MatchReason['params']): MatchReason['params'] {
  if (!params || language === 'en') return params;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, localValue(t, language, name, value)]),
  );
}
