// The one builder behind every text field of a request (body, query string and path). Lengths are
// checked first (blank, too short, too long); control characters and then the field's own format
// only on a value of allowed length. A value too long for its field therefore never reaches a format
// check, and every check is a single pass over the value, so no input can stall the server.
import { z } from 'zod';
import { asciiDigits } from './digits.js';
import { type TextRules, brokenContentRule } from './text-rules.js';

// The rules are plain data (text-rules.ts).
export {
  type TextCharacters,
  type TextLimit,
  type TextRules,
  brokenContentRule,
  hasControlCharacters,
} from './text-rules.js';

export function text(rules: TextRules = {}) {
  // Lengths are Zod's own checks, so the OpenAPI document shows them as minLength and maxLength.
  let schema = rules.required ? z.string({ error: rules.required }) : z.string();
  if (rules.digits) schema = schema.overwrite(asciiDigits);
  if (rules.trim !== false) schema = schema.trim();
  if (rules.lowercase) schema = schema.toLowerCase();
  if (rules.required) schema = schema.min(1, rules.required);
  if (rules.min) schema = schema.min(rules.min.length, rules.min.message);
  if (rules.max) schema = schema.max(rules.max.length, rules.max.message);
  return schema.check((payload) => {
    // Each field is parsed with issues of its own: any issue here is a length the value broke.
    if (payload.issues.length > 0) return;
    const message = brokenContentRule(payload.value, rules);
    // `continue` as Zod's own checks set it: rules across fields (matching passwords) still run.
    if (message) payload.issues.push({ code: 'custom', message, input: payload.value, continue: true });
  });
}
