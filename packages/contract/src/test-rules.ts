// Rule rows of the fields several bodies share, for the contract's own tests (itRejects).
import { MSG } from './messages.js';
import { type Rule, text } from './test-support.js';

/**
 * First and last name and mobile number (FirstNameSchema, LastNameSchema, MobileSchema): the same
 * rules in every body that has them.
 */
export const personRules: Rule[] = [
  ['first name empty', { firstName: '' }, 'firstName', 'First Name is required'],
  ['first name of 36', { firstName: text(36) }, 'firstName', 'First name must be at max 35 characters.'],
  ['last name missing', { lastName: undefined }, 'lastName', 'Last name is required.'],
  ['last name of 36', { lastName: text(36) }, 'lastName', MSG.lastNameMax],
  ['mobile missing', { mobile: undefined }, 'mobile', MSG.mobileRequired],
  ['mobile empty', { mobile: '' }, 'mobile', MSG.mobileRequired],
  ['mobile of 9 digits', { mobile: '984123456' }, 'mobile', 'Mobile number must be exactly 10 digits'],
];

/** City and area (CitySchema, AreaSchema): the same rules in every body that has them. */
export const placeRules: Rule[] = [
  ['city of 61', { city: text(61) }, 'city', MSG.cityMax],
  ['area empty', { area: '' }, 'area', MSG.areaRequired],
  ['area blank', { area: ' ' }, 'area', MSG.areaRequired],
  ['area of 101', { area: text(101) }, 'area', MSG.areaMax],
];

/** The API's subjects array (SubjectsSchema): the same rules in every body that has one. */
export const subjectsRules: Rule[] = [
  ['subjects missing', { subjects: undefined }, 'subjects', MSG.subjectsRequired],
  ['subjects empty', { subjects: [] }, 'subjects', MSG.subjectsRequired],
];
