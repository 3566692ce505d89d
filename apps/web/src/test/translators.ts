// Translators over the whole English and नेपाली texts (public and staff), for tests that call t
// without rendering; Nepali falls back to English as the app's does.
import { en } from '../lib/i18n/en';
import { enStaff } from '../lib/i18n/en-staff';
import { ne } from '../lib/i18n/ne';
import { neStaff } from '../lib/i18n/ne-staff';
import { addTexts, createT } from '../lib/i18n/translate';

export const english = addTexts(addTexts(new Map(), en), enStaff);
export const nepali = addTexts(addTexts(new Map(), ne), neStaff);
export const tEn = createT('en', english, english);
export const tNe = createT('ne', nepali, english);
