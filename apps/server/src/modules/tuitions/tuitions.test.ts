import {
  AdminTuitionListResponseSchema,
  MSG,
  TeacherPostsResponseSchema,
  TuitionResponseSchema,
  say,
} from '@gharguru/contract';
import { describe, expect, it } from 'vitest';
import { buildTuition } from '@gharguru/contract/testing';
import { addOffer, adminForFile, MISSING_ID, signUpTeacher, testAppForFile } from '../../../test/test-app.js';
import type { SignedInTeacher } from '../../../test/test-app.js';
import { expectContractAnswer } from '../../../test/contract-answer.js';

const t = testAppForFile();
const admin = adminForFile(t);

/** Adds a post through the API and returns its id. */
const addPost = (teacher: SignedInTeacher, input: Record<string, unknown> = {}) => addOffer(t, teacher, input);

function getPost(teacher: SignedInTeacher, id: string) {
  return t.api({ method: 'GET', path: `/tution/posts/${id}`, token: teacher.token });
}

describe('POST /tution/add', () => {
  it('[DATA-5] [BEH-10] [VAL-POST-5] [API-21] adds a post for the signed-in teacher with the default price type and status', async () => {
    const teacher = await signUpTeacher(t);
    const { priceType: _omitted, ...input } = buildTuition({ subjects: [' Physics ', 'Chemistry'], price: '4500' });
    const response = await t.post('/tution/add', input, teacher.token);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });

    const list = await t.api({ method: 'POST', path: '/tution/posts', token: teacher.token });
    expect(list.json().posts).toEqual([
      {
        _id: expect.any(String),
        name: 'SEE Mathematics coaching',
        subjects: ['Physics', 'Chemistry'],
        forClass: 'Secondary',
        price: 4500,
        priceType: 'monthly',
        teacherDetails: null,
        status: 'Pending',
        listed: false,
        teacherId: teacher.id,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: expect.any(String),
      },
    ]);
  });

  it('needs a teacher: no token is 401, an admin is 403', async () => {
    const anonymous = await t.post('/tution/add', buildTuition());
    expect(anonymous.statusCode).toBe(401);
    const asAdmin = await t.post('/tution/add', buildTuition(), admin.token);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toEqual(say('forbidden'));
  });

  // Requirements §5, "Tuition post": each rule reaches the client with its exact message.
  it.each([
    ['name', { name: undefined }, 'Tution Name is required'],
    ['name', { name: '   ' }, 'Tution Name is required'],
    ['name', { name: 'x'.repeat(51) }, 'Tution Name must be at max 50 characters.'],
    ['subjects', { subjects: undefined }, MSG.subjectsRequired],
    ['subjects', { subjects: [] }, MSG.subjectsRequired],
    ['forClass', { forClass: undefined }, MSG.classRequired],
    ['forClass', { forClass: 'Grade 5' }, MSG.forClassInvalid],
    ['price', { price: undefined }, MSG.priceRequired],
    ['price', { price: 0 }, 'Must be a positive Number'],
    ['price', { price: -500 }, 'Must be a positive Number'],
    ['price', { price: 'five thousand' }, 'Must be a positive Number'],
    ['priceType', { priceType: 'weekly' }, MSG.priceTypeInvalid],
  ])('refuses a bad %s with 400 and the rule message', async (field, overrides, message) => {
    const teacher = await signUpTeacher(t);
    const body = { ...buildTuition(), ...overrides };
    const response = await t.api({ method: 'POST', path: '/tution/add', token: teacher.token, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors[field]).toBe(message);
  });

  it('[VAL-POST-1] accepts a name of exactly 50 characters', async () => {
    const teacher = await signUpTeacher(t);
    const body = buildTuition({ name: 'x'.repeat(50) });
    const response = await t.api({ method: 'POST', path: '/tution/add', token: teacher.token, body });
    expect(response.statusCode).toBe(201);
  });
});

describe('POST /tution/posts', () => {
  it('[API-22] [ROLE-2] [CON-4] lists only the caller’s own posts, newest first, all of them without paging', async () => {
    const teacher = await signUpTeacher(t);
    const other = await signUpTeacher(t);
    await addPost(other, { name: 'Not mine' });
    for (const name of ['First', 'Second', 'Third']) await addPost(teacher, { name });

    const response = await t.api({ method: 'POST', path: '/tution/posts', token: teacher.token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.posts.map((post: { name: string }) => post.name)).toEqual(['Third', 'Second', 'First']);
    expect(body.message).not.toBe(MSG.noTuitions);
    expect(body).not.toHaveProperty('total');
  });

  it('[API-22] pages with page and limit and then reports the total', async () => {
    const teacher = await signUpTeacher(t);
    for (const name of ['P1', 'P2', 'P3', 'P4', 'P5']) await addPost(teacher, { name });
    const page = (body: unknown) => t.api({ method: 'POST', path: '/tution/posts', token: teacher.token, body });

    const first = (await page({ page: 1, limit: 2 })).json();
    expect(first.posts.map((post: { name: string }) => post.name)).toEqual(['P5', 'P4']);
    expect(first.total).toBe(5);
    const last = (await page({ page: 3, limit: 2 })).json();
    expect(last.posts.map((post: { name: string }) => post.name)).toEqual(['P1']);
    expect(last.total).toBe(5);
    const beyond = (await page({ page: 4, limit: 2 })).json();
    expect(beyond).toEqual({ ...say('noTuitions'), posts: [], total: 5 });
  });

  it('searches the caller’s posts by name and subject, case-insensitively, with LIKE wildcards taken literally', async () => {
    const teacher = await signUpTeacher(t);
    await addPost(teacher, { name: 'Physics for +2', subjects: ['Physics'] });
    await addPost(teacher, { name: 'Evening class', subjects: ['Nepali', 'English'] });
    await addPost(teacher, { name: '50% off maths', subjects: ['Mathematics'] });
    const search = async (q: string) => {
      const response = await t.post('/tution/posts', { q }, teacher.token);
      return response.json() as { posts: { name: string }[]; total: number };
    };

    expect((await search('PHYSICS')).posts.map((post) => post.name)).toEqual(['Physics for +2']);
    expect((await search('nepal')).posts.map((post) => post.name)).toEqual(['Evening class']);
    expect((await search('50%')).total).toBe(1);
    expect((await search('%')).posts.map((post) => post.name)).toEqual(['50% off maths']);
    expect((await search('_')).total).toBe(0);
  });

  it('[ERR-5] [CON-4] answers an empty list with the required message and an empty array', async () => {
    const teacher = await signUpTeacher(t);
    const response = await t.post('/tution/posts', {}, teacher.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'No any Tuitions found', code: 'noTuitions', posts: [] });
  });

  it('refuses a limit above 100 and a page below 1', async () => {
    const teacher = await signUpTeacher(t);
    const tooMany = await t.post('/tution/posts', { limit: 101 }, teacher.token);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(MSG.limitInvalid);
    const page0 = await t.post('/tution/posts', { page: 0 }, teacher.token);
    expect(page0.statusCode).toBe(400);
    expect(page0.json().message).toBe(MSG.pageInvalid);
  });
});

describe('one post: GET /tution/posts/:id, PUT /tution/posts/edit/:id, DELETE /tution/posts/delete/:id', () => {
  it('[API-23] shows the owner their post', async () => {
    const teacher = await signUpTeacher(t);
    const id = await addPost(teacher, { name: 'Bachelor accounts', forClass: 'Bachelor', priceType: 'hourly' });
    const response = await getPost(teacher, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...say('tuitionPostFetched'),
      post: expect.objectContaining({ _id: id, name: 'Bachelor accounts', forClass: 'Bachelor', priceType: 'hourly' }),
    });
  });

  it('[ROLE-2] refuses another teacher with 403, a missing id with 404 and a malformed id with 400', async () => {
    const owner = await signUpTeacher(t);
    const intruder = await signUpTeacher(t);
    const id = await addPost(owner);
    const calls = (target: string) =>
      [
        { method: 'GET', path: `/tution/posts/${target}` },
        { method: 'PUT', path: `/tution/posts/edit/${target}`, body: buildTuition({ name: 'Hijacked' }) },
        { method: 'DELETE', path: `/tution/posts/delete/${target}` },
      ] as const;

    for (const call of calls(id)) {
      const response = await t.api({ ...call, token: intruder.token });
      expect(response.statusCode, `${call.method} someone else's post`).toBe(403);
      expect(response.json()).toEqual(say('forbidden'));
    }
    for (const call of calls(MISSING_ID)) {
      const response = await t.api({ ...call, token: intruder.token });
      expect(response.statusCode, `${call.method} a missing post`).toBe(404);
      expect(response.json()).toEqual(say('noDataForId', { id: MISSING_ID }));
    }
    for (const call of calls('not-a-uuid')) {
      const response = await t.api({ ...call, token: intruder.token });
      expect(response.statusCode, `${call.method} a malformed id`).toBe(400);
      expect(response.json().message).toBe(MSG.idInvalid);
    }
    // The owner's post survived the intruder's edit and delete.
    expect((await getPost(owner, id)).json().post.name).toBe('SEE Mathematics coaching');
  });

  it('[BEH-25] [API-24] edits with the whole post as the details page sends it, dropping keys the form does not own', async () => {
    const teacher = await signUpTeacher(t);
    const id = await addPost(teacher, { teacherDetails: 'Ten years of teaching' });
    const { post } = (await getPost(teacher, id)).json();
    const response = await t.api({
      method: 'PUT',
      path: `/tution/posts/edit/${id}`,
      token: teacher.token,
      body: { ...post, name: 'SEE Science coaching', price: 6000, status: 'Completed', teacherId: 'someone-else' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });

    const edited = (await getPost(teacher, id)).json().post;
    expect(edited).toMatchObject({
      name: 'SEE Science coaching',
      price: 6000,
      status: 'Pending',
      teacherId: teacher.id,
    });
    expect(edited.teacherDetails).toBe('Ten years of teaching');
    expect(edited.createdAt).toBe(post.createdAt);
  });

  it('[FIX-5] an unchanged save of a listed offer changes nothing; new details keep it listed; a new price asks for approval again', async () => {
    const teacher = await signUpTeacher(t);
    const id = await addOffer(
      t,
      teacher,
      { name: 'Listed SEE Maths', teacherDetails: 'Evenings' },
      { adminToken: admin.token },
    );
    const { post } = (await getPost(teacher, id)).json();
    expect(post.status).toBe('Completed');
    const edit = (body: unknown) =>
      t.api({ method: 'PUT', path: `/tution/posts/edit/${id}`, token: teacher.token, body });

    // The specification's client sends the whole post back as it opens the edit form.
    expect((await edit(post)).statusCode).toBe(200);
    const unchanged = (await getPost(teacher, id)).json().post;
    expect(unchanged).toEqual(post);

    expect((await edit({ ...post, teacherDetails: 'Evenings and Saturdays' })).statusCode).toBe(200);
    expect((await getPost(teacher, id)).json().post).toMatchObject({
      status: 'Completed',
      teacherDetails: 'Evenings and Saturdays',
    });

    for (const [change, value] of [
      ['price', post.price + 500],
      ['priceType', post.priceType === 'monthly' ? 'hourly' : 'monthly'],
      ['name', 'Listed SEE Maths and Science'],
      ['subjects', [...post.subjects, 'Science']],
      ['forClass', post.forClass === 'Secondary' ? 'Primary' : 'Secondary'],
    ] as const) {
      await t.api({ method: 'PUT', path: `/admin/profile/tution/update/${id}`, token: admin.token });
      expect((await edit({ ...post, [change]: value })).statusCode).toBe(200);
      expect((await getPost(teacher, id)).json().post.status, change).toBe('Pending');
    }
  });

  it('[VAL-POST-7] keeps the details when an edit leaves them out, and clears them when sent empty', async () => {
    const teacher = await signUpTeacher(t);
    const id = await addPost(teacher, { teacherDetails: 'Home visits in Lalitpur' });
    const edit = (body: unknown) =>
      t.api({ method: 'PUT', path: `/tution/posts/edit/${id}`, token: teacher.token, body });

    await edit(buildTuition({ name: 'Without details key' }));
    expect((await getPost(teacher, id)).json().post.teacherDetails).toBe('Home visits in Lalitpur');
    await edit(buildTuition({ teacherDetails: '' }));
    expect((await getPost(teacher, id)).json().post.teacherDetails).toBeNull();
  });

  it('validates an edit with the same rules as an add', async () => {
    const teacher = await signUpTeacher(t);
    const id = await addPost(teacher);
    const response = await t.api({
      method: 'PUT',
      path: `/tution/posts/edit/${id}`,
      token: teacher.token,
      body: buildTuition({ price: -1 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Must be a positive Number');
  });

  it('[API-25] [DEC-5] deletes the owner’s post, which is then gone', async () => {
    const teacher = await signUpTeacher(t);
    const id = await addPost(teacher);
    const response = await t.api({ method: 'DELETE', path: `/tution/posts/delete/${id}`, token: teacher.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect((await getPost(teacher, id)).statusCode).toBe(404);
    const again = await t.api({ method: 'DELETE', path: `/tution/posts/delete/${id}`, token: teacher.token });
    expect(again.statusCode).toBe(404);
  });
});

describe('[API-13] admin: POST /admin/profile/tution/list', () => {
  const list = (body?: unknown, token = admin.token) =>
    t.api({ method: 'POST', path: '/admin/profile/tution/list', token, body });

  it('[DATA-5] [API-13] lists every teacher’s posts, newest first, with the teacher’s name', async () => {
    const bishnu = await signUpTeacher(t, { firstName: 'Bishnu', lastName: 'Adhikari' });
    const kamala = await signUpTeacher(t, { firstName: 'Kamala', lastName: 'Gurung' });
    const older = await addPost(bishnu, { name: 'Accountancy' });
    const newer = await addPost(kamala, { name: 'Biology' });

    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).not.toHaveProperty('total');
    const ids = body.tuitionList.map((post: { _id: string }) => post._id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(body.tuitionList.find((post: { _id: string }) => post._id === older)).toMatchObject({
      name: 'Accountancy',
      teacherName: 'Bishnu Adhikari',
      teacherId: bishnu.id,
      status: 'Pending',
    });
  });

  it('searches post name, subjects and teacher name, case-insensitively, and reports the total', async () => {
    const teacher = await signUpTeacher(t, { firstName: 'Dambar', lastName: 'Bohara' });
    await addPost(teacher, { name: 'Karnali maths circle', subjects: ['Mathematics'] });
    await addPost(teacher, { name: 'Guitar basics', subjects: ['Sarangi music'] });

    const byTeacher = (await list({ q: 'dambar BOH' })).json();
    expect(byTeacher.total).toBe(2);
    expect(byTeacher.tuitionList.every((post: { teacherName: string }) => post.teacherName === 'Dambar Bohara')).toBe(
      true,
    );
    expect((await list({ q: 'KARNALI' })).json().tuitionList.map((post: { name: string }) => post.name)).toEqual([
      'Karnali maths circle',
    ]);
    expect((await list({ q: 'sarangi' })).json().tuitionList.map((post: { name: string }) => post.name)).toEqual([
      'Guitar basics',
    ]);
    expect((await list({ q: 'dambar', page: 2, limit: 1 })).json()).toMatchObject({
      total: 2,
      tuitionList: [{ name: 'Karnali maths circle' }],
    });
  });

  it('answers no match with the required empty message', async () => {
    const response = await list({ q: 'no post is called this' });
    expect(response.json()).toEqual({ ...say('noTuitions'), tuitionList: [], total: 0 });
  });

  it('is for admins only', async () => {
    const teacher = await signUpTeacher(t);
    expect((await list(undefined, teacher.token)).statusCode).toBe(403);
    expect((await t.api({ method: 'POST', path: '/admin/profile/tution/list' })).statusCode).toBe(401);
  });
});

describe('admin: PUT /admin/profile/tution/update/:id and DELETE /admin/profile/tution/delete/:id', () => {
  it('[BEH-11] [VAL-POST-6] [API-15] [DEC-2] completes a post when called with no body, and sets the status given in a body', async () => {
    const teacher = await signUpTeacher(t);
    const id = await addPost(teacher);
    const update = (body?: unknown) =>
      t.api({ method: 'PUT', path: `/admin/profile/tution/update/${id}`, token: admin.token, body });

    const completed = await update();
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect((await getPost(teacher, id)).json().post.status).toBe('Completed');

    expect((await update({ status: 'Pending' })).statusCode).toBe(200);
    expect((await getPost(teacher, id)).json().post.status).toBe('Pending');

    const bad = await update({ status: 'Done' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be Pending or Completed');
  });

  it('answers a missing post with 404 and a malformed id with 400', async () => {
    const missing = await t.api({
      method: 'PUT',
      path: `/admin/profile/tution/update/${MISSING_ID}`,
      token: admin.token,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(say('noDataForId', { id: MISSING_ID }));
    const gone = await t.api({
      method: 'DELETE',
      path: `/admin/profile/tution/delete/${MISSING_ID}`,
      token: admin.token,
    });
    expect(gone.statusCode).toBe(404);
    const malformed = await t.api({ method: 'DELETE', path: '/admin/profile/tution/delete/123', token: admin.token });
    expect(malformed.statusCode).toBe(400);
  });

  it('[API-14] deletes any teacher’s post', async () => {
    const teacher = await signUpTeacher(t);
    const id = await addPost(teacher);
    const response = await t.api({ method: 'DELETE', path: `/admin/profile/tution/delete/${id}`, token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect((await getPost(teacher, id)).statusCode).toBe(404);
  });

  it('refuses teachers, even the post’s owner', async () => {
    const teacher = await signUpTeacher(t);
    const id = await addPost(teacher);
    const update = await t.api({ method: 'PUT', path: `/admin/profile/tution/update/${id}`, token: teacher.token });
    const remove = await t.api({ method: 'DELETE', path: `/admin/profile/tution/delete/${id}`, token: teacher.token });
    expect([update.statusCode, remove.statusCode]).toEqual([403, 403]);
    expect((await getPost(teacher, id)).json().post.status).toBe('Pending');
  });
});

describe('documentation and secrets', () => {
  it('documents the tuition routes with their error responses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = response.json().paths;
    expect(Object.keys(paths['/api/tution/posts/{id}'].get.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    );
    expect(paths['/api/admin/profile/tution/list'].post).toBeDefined();
  });

  it('never sent anything that looks like a password hash', () => {
    expect(t.answered.length).toBeGreaterThan(50);
    for (const body of t.answered) expect(body).not.toMatch(/argon2|passwordHash|password_hash/i);
  });
});

// The teacher's lists, one post and the admin's list hold to the contract in every kind of answer.
describe('answers of the contract', () => {
  it('answers the own posts, one post and the admin list as the contract says: pages, searches, empty, text of every kind', async () => {
    const teacher = await signUpTeacher(t, { firstName: 'Sita "Q"', lastName: 'शर्मा' });
    const id = await addPost(teacher, {
      name: 'Maths "SEE" \\ prep',
      subjects: ['Mathematics', 'गणित'],
      price: 1250.5,
      teacherDetails: 'Line one\nLine two\t</script>',
    });
    await addPost(teacher, { name: 'Nepali', subjects: ['Nepali'], price: 800 });
    const empty = await signUpTeacher(t);
    const own = (body: unknown, who = teacher) =>
      t.api({ method: 'POST', path: '/tution/posts', token: who.token, body });
    for (const body of [
      undefined,
      {},
      { page: 1, limit: 1 },
      { page: 2, limit: 1 },
      { page: 9, limit: 1 },
      { q: 'maths' },
    ]) {
      const response = await own(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
      expectContractAnswer(response, TeacherPostsResponseSchema);
    }
    expectContractAnswer(await own({ page: 1, limit: 5 }, empty), TeacherPostsResponseSchema);
    const post = await getPost(teacher, id);
    expectContractAnswer(post, TuitionResponseSchema);
    expect(post.json().post).toMatchObject({ price: 1250.5, teacherDetails: 'Line one\nLine two\t</script>' });
    for (const body of [undefined, { q: 'शर्मा' }, { q: 'शर्मा', page: 2, limit: 1 }, { q: 'nothing at all' }]) {
      const response = await t.api({ method: 'POST', path: '/admin/profile/tution/list', token: admin.token, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
      expectContractAnswer(response, AdminTuitionListResponseSchema);
    }
  });
});
