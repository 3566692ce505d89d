import 'i18next';
import type { en } from './en';
import type { enStaff } from './en-staff';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en & typeof enStaff };
  }
}
