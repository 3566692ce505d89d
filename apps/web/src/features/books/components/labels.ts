// The books' enum labels in the reader's language.
import { PAYMENT_METHODS } from '@gharguru/contract';
import type { SelectOption } from '../../../components/form/field';
import type { TFunction } from '../../../lib/i18n';

export const methodOptions = (t: TFunction): SelectOption[] =>
  PAYMENT_METHODS.map((method) => ({ value: method, label: t(`books.methods.${method}`) }));
