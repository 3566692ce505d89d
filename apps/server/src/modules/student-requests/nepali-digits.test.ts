// Issue 33: a family that types its mobile number, or its request code, in Nepali (or full-width,
// or Arabic-Indic) digits is understood, and the database holds ASCII digits.
import { buildStudentRequest } from '@gharguru/contract/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studentRequests } from '../../db/schema.js';
import { testAppForFile } from '../../../test/test-app.js';
import { generousPublicFormLimit } from '../../../test/validation-cases.js';

const t = testAppForFile(generousPublicFormLimit());

const NEPALI = '०१२३४५६७८९';
const nepali = (text: string) => text.replace(/\d/g, (digit) => NEPALI[Number(digit)] ?? digit);

describe('[FIX-3] Nepali digits in a tuition request and its tracking', () => {
  it('takes the mobile and class in Devanagari digits, stores ASCII and tracks with a Nepali code and mobile', async () => {
    const mobile = `98${String(Date.now()).slice(-8)}`;
    const created = await t.api({
      method: 'POST',
      path: '/student/request',
      body: buildStudentRequest({ mobile: nepali(mobile), class: '१०' }),
    });
    expect(created.statusCode).toBe(201);
    const { requestCode } = created.json();
    const [row] = await t.database.db
      .select({ mobile: studentRequests.mobile, class: studentRequests.class })
      .from(studentRequests)
      .where(eq(studentRequests.requestCode, requestCode));
    expect(row).toEqual({ mobile, class: '10' });

    const status = await t.api({
      method: 'POST',
      path: '/public/request-status',
      body: { requestCode: nepali(requestCode).toLowerCase(), mobile: `９${mobile.slice(1)}` },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ status: 'received' });
  });

  it('still refuses nine Nepali digits with the exact message', async () => {
    const answer = await t.api({
      method: 'POST',
      path: '/student/request',
      body: buildStudentRequest({ mobile: '९८५१२३४५६' }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Mobile number must be exactly 10 digits');
  });
});
