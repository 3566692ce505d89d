// The text fields several forms ask for (names, mobile, e-mail, passwords, subjects, place): label,
// hint, input type and browser autofill in one place, so every form asks for them the same way.
// A form can still override any of them (its own label or hint, a col-span, `optional`).
import type { ComponentProps } from 'react';
import { type TranslationKey, useTranslation } from '../../lib/i18n';
import { TextField } from './field';

type Preset = { label: TranslationKey; hint?: TranslationKey } & Pick<
  ComponentProps<'input'>,
  'type' | 'inputMode' | 'autoComplete'
>;

const PRESETS = {
  firstName: { label: 'fields.firstName', autoComplete: 'given-name' },
  lastName: { label: 'fields.lastName', autoComplete: 'family-name' },
  mobile: {
    label: 'fields.mobile',
    hint: 'fields.mobileHint',
    type: 'tel',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
  },
  email: { label: 'fields.email', type: 'email', autoComplete: 'email' },
  subjects: { label: 'fields.subjects', hint: 'fields.subjectsHint' },
  city: { label: 'fields.city', autoComplete: 'address-level2' },
  area: { label: 'fields.area', autoComplete: 'address-level3' },
} satisfies Record<string, Preset>;

export type CommonFieldKind = keyof typeof PRESETS;

export function CommonField({
  kind,
  ...props
}: { kind: CommonFieldKind; label?: string } & Omit<ComponentProps<typeof TextField>, 'label'>) {
  const { t } = useTranslation();
  const { label, hint, ...input }: Preset = PRESETS[kind];
  return <TextField label={t(label)} hint={hint && t(hint)} {...input} {...props} />;
}
