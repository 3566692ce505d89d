// The rules of the text fields several forms share, as plain data (TextRules), with the checks they
// use; fields.ts builds the fields' schemas from them.
import { LIMITS } from './limits.js';
import { MSG } from './messages.js';
import type { TextCharacters, TextLimit, TextRules } from './text-rules.js';

/**
 * Characters an address parser reads as structure: a list (`,;`), a display name or comment
 * (`<>()"`), a group (`:`), a domain literal (`[]`) or an escape (backslash). One of them in an
 * "address" is a second recipient waiting to happen (`victim,attacker@evil.example`, issue 26). The
 * apostrophe stays: it is an ordinary character of real addresses (o'neil@example.com) and no
 * parser splits on it.
 */
const ADDRESS_STRUCTURE = /[\s,;<>()":[\]\\]/;

/**
 * Deliberately simple, as the pattern it replaces (`^[^\s@]+@[^\s@]+\.[^\s@]+$`): one @ with text
 * before it, no white space, a dot inside the domain, and none of the characters that make one
 * field two addresses. Stricter checks reject real addresses. Written by hand because that pattern
 * backtracks: a 15 KB value cost about a second of event-loop time.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  // A dot with at least one character of the domain on each side.
  const dot = value.indexOf('.', at + 2);
  return dot !== -1 && dot < value.length - 1 && !ADDRESS_STRUCTURE.test(value);
}

export function isMobileNumber(value: string): boolean {
  if (value.length !== LIMITS.mobileDigits) return false;
  for (const character of value) if (character < '0' || character > '9') return false;
  return true;
}

/** The digits of a phone number, ASCII or Devanagari (०-९). */
function isDigit(char: string): boolean {
  return (char >= '0' && char <= '9') || (char >= '\u0966' && char <= '\u096f');
}

/** What may stand between a phone number's digits: "98-0123 4567", "(01) 4.123.456", "+977". */
const PHONE_SEPARATORS = new Set([' ', '-', '.', '(', ')', '+', '/']);

/** Seven digits with only separators between them: a phone number, whatever its spacing. */
export const PHONE_LIKE_DIGITS = 7;

function hasPhoneLikeRun(value: string): boolean {
  let digits = 0;
  for (const char of value) {
    if (isDigit(char)) {
      if (++digits >= PHONE_LIKE_DIGITS) return true;
    } else if (!PHONE_SEPARATORS.has(char)) digits = 0;
  }
  return false;
}

// A scheme ("https://", "mailto:" needs the @ anyway), "www.", or a host: a label of two or more
// letters or digits, a dot, two or more letters ("evil.example", "bit.ly"; not "B.Sc" or "K.C.").
const LINK_LIKE = /:\/\/|www\.|[\p{L}\p{N}-]{2}\.\p{L}{2}/iu;

/**
 * A name of a person, place, subject or offer, which other people read in their e-mails and SMS:
 * no link, e-mail address or phone number, so nobody can send a family or an admin a clickable
 * link or a number to call in our name (issue 26). Linear in the length (one regular expression
 * without nested repetition, one pass for the digits).
 */
export function isPlainName(value: string): boolean {
  return !value.includes('@') && !LINK_LIKE.test(value) && !hasPhoneLikeRun(value);
}

/** A required name (see isPlainName) of at most `max` characters. */
export function nameRules(required: string, max: TextLimit): TextRules {
  return { required, max, format: { valid: isPlainName, message: MSG.nameHasContactDetails } };
}

/** Splits "Maths, Science ,English" into trimmed, non-empty items. */
export function splitSubjects(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** A required, trimmed, single-line text; `required` also covers a missing or non-string value. */
export function requiredTextRules(required: string, max?: TextLimit): TextRules {
  return { required, max };
}

export function mobileRules(messages: { required: string; invalid: string }): TextRules {
  return { required: messages.required, digits: true, format: { valid: isMobileNumber, message: messages.invalid } };
}

export function emailRules(messages: { required: string; invalid: string; max?: string }): TextRules {
  return {
    required: messages.required,
    lowercase: true,
    max: { length: LIMITS.email, message: messages.max ?? MSG.emailMax },
    format: { valid: isEmailAddress, message: messages.invalid },
  };
}

/** The rules of an optional e-mail once given (absent, null or blank mean "not given"). */
export function optionalEmailRules(invalid: string): TextRules {
  return emailRules({ required: invalid, invalid, max: MSG.emailMax });
}

const UPPERCASE_PATTERN = /[A-Z]/;

/** A password the account will keep: never trimmed, since a space is a character the user chose. */
export function passwordRules(messages: { required: string; min: string; max: string; uppercase?: string }): TextRules {
  return {
    required: messages.required,
    trim: false,
    min: { length: LIMITS.passwordMin, message: messages.min },
    max: { length: LIMITS.passwordMax, message: messages.max },
    format: messages.uppercase
      ? { valid: (value) => UPPERCASE_PATTERN.test(value), message: messages.uppercase }
      : undefined,
  };
}

/**
 * A password only compared with a stored hash (sign-in, current password): any character, since
 * refusing one would lock out an account whose password was accepted before.
 */
export function enteredPasswordRules(messages: { required: string; min?: string; max?: string }): TextRules {
  return {
    required: messages.required,
    trim: false,
    characters: 'any',
    min: messages.min ? { length: LIMITS.passwordMin, message: messages.min } : undefined,
    max: messages.max ? { length: LIMITS.passwordMax, message: messages.max } : undefined,
  };
}

/** The repeated password of a form, checked against the first by `withMatchingFields`. */
export function confirmPasswordRules(required: string): TextRules {
  return { required, trim: false };
}

export const FIRST_NAME_RULES = nameRules(MSG.firstNameRequired, { length: LIMITS.name, message: MSG.firstNameMax });
export const LAST_NAME_RULES = nameRules(MSG.lastNameRequired, { length: LIMITS.name, message: MSG.lastNameMax });
export const CONTACT_FIRST_NAME_RULES = nameRules(MSG.contactFirstNameRequired, {
  length: LIMITS.name,
  message: MSG.firstNameMax,
});
export const CONTACT_LAST_NAME_RULES = nameRules(MSG.contactLastNameRequired, {
  length: LIMITS.name,
  message: MSG.lastNameMax,
});
export const MOBILE_RULES = mobileRules({ required: MSG.mobileRequired, invalid: MSG.mobileExact });
export const EMAIL_RULES = emailRules({ required: MSG.emailRequired, invalid: MSG.emailInvalid });
export const SUBJECT_ITEM_RULES = nameRules(MSG.subjectsRequired, {
  length: LIMITS.subjectItem,
  message: MSG.subjectItemMax,
});
/** Subjects as a form holds them, before they are split into items. */
export const SUBJECTS_TEXT_RULES: TextRules = { required: MSG.subjectsRequired };
export const CITY_RULES = nameRules(MSG.cityRequired, { length: LIMITS.city, message: MSG.cityMax });
export const AREA_RULES = nameRules(MSG.areaRequired, { length: LIMITS.area, message: MSG.areaMax });
export const TUITION_NAME_RULES = nameRules(MSG.tuitionNameRequired, {
  length: LIMITS.tuitionName,
  message: MSG.tuitionNameMax,
});

/**
 * A teacher's public text (bio, institution; issue 27): optional, and like a name it refuses links,
 * e-mail addresses and phone numbers, since every family reads it on the tutor's page.
 */
export function publicProfileTextRules(max: TextLimit, characters: TextCharacters = 'single-line'): TextRules {
  return { max, characters, format: { valid: isPlainName, message: MSG.profileTextHasContactDetails } };
}
export const BIO_RULES = publicProfileTextRules({ length: LIMITS.bio, message: MSG.bioMax }, 'multi-line');
export const INSTITUTION_RULES = publicProfileTextRules({ length: LIMITS.institution, message: MSG.institutionMax });
