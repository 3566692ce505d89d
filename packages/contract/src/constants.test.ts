// Requirements §7, §8 and §9: enumerations, defaults, limits, timings, texts and the API's paths.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLES,
  CLASSES,
  CONTACT_STATUSES,
  DEFAULTS,
  DEGREES,
  FOR_CLASSES,
  PRICE_TYPES,
  STATUSES,
  TEACHER_LEVELS,
  TIMINGS,
} from './enums.js';
import {
  GREETING_HOURS,
  LIMITS,
  MENU_NAVIGATION_DELAY_MS,
  NOTIFICATION_HIDE_MS,
  REQUEST_TIMEOUT_MS,
  TEACHER_POSTS_PAGE,
  TOKEN_TTL_SECONDS,
} from './limits.js';
import { englishMessage } from './message-format.js';
import { MSG } from './messages.js';
import { API_BASE, API_PATHS } from './routes.js';

describe('[DATA-2] section 9 enumerations', () => {
  it('[LIM-5] are exactly the required lists, in order', () => {
    expect(CLASSES).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'Bachelor']);
    expect(TIMINGS).toEqual(['Morning', 'Day', 'Evening']);
    expect(DEGREES).toEqual(['+2', 'Bachelor', 'Master', 'PHD']);
    expect(TEACHER_LEVELS).toEqual(['SEE', '+2', 'Bachelor']);
    expect(FOR_CLASSES).toEqual(['Primary', 'Lower Secondary', 'Secondary', '+2-11th', '+2-12th', 'Bachelor']);
    expect(PRICE_TYPES).toEqual(['hourly', 'monthly']);
    expect(STATUSES).toEqual(['Pending', 'Completed']);
    expect(ADMIN_ROLES).toEqual(['admin', 'adminRolePending']);
    // Contact messages: Pending, then a contacted state (requirements §4, DEC-2).
    expect(CONTACT_STATUSES).toEqual(['Pending', 'Contacted']);
  });
});

describe('[LIM-3] [LIM-4] section 9 defaults, limits and timings', () => {
  const defaults = [
    ['city', 'Kathmandu'],
    ['area', 'Koteshwor'],
    ['timing', 'Morning'],
    ['teacherLevel', 'SEE'],
    ['priceType', 'monthly'],
    ['status', 'Pending'],
    ['adminRole', 'adminRolePending'],
  ] as const;

  it.each(defaults)('defaults %s to %s', (key, value) => {
    expect(DEFAULTS[key]).toBe(value);
  });

  it('has no other default', () => {
    expect(Object.keys(DEFAULTS)).toEqual(defaults.map(([key]) => key));
  });

  it.each([
    ['name', 35],
    ['email', 65],
    ['passwordMin', 6],
    ['passwordMax', 20],
    ['mobileDigits', 10],
    ['city', 60],
    ['area', 100],
    ['tuitionName', 50],
    ['contactMessage', 300],
  ] as const)('limits %s to %d', (key, value) => {
    expect(LIMITS[key]).toBe(value);
  });

  it('has the time-out, notification, menu, greeting and list constants', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(NOTIFICATION_HIDE_MS).toBe(4_000);
    expect(MENU_NAVIGATION_DELAY_MS).toBe(200);
    expect(GREETING_HOURS).toEqual({ afternoon: 12, evening: 17 });
    expect(TEACHER_POSTS_PAGE).toEqual({ page: 1, limit: 10 });
    // requirements DEC-4: tokens expire after 7 days.
    expect(TOKEN_TTL_SECONDS).toBe(7 * 24 * 60 * 60);
  });
});

describe('[ERR-2] [ERR-5] section 8 texts', () => {
  it('are copied exactly', () => {
    expect(MSG.somethingWentWrong).toBe('Something went wrong');
    expect(MSG.contactReceived).toBe('Your message is received. We will get back to you soon');
    expect(MSG.noStudents).toBe('No any Students found');
    expect(MSG.noTuitions).toBe('No any Tuitions found');
    expect(MSG.noTeachers).toBe('No any Teachers found');
    expect(MSG.noData).toBe('No data available');
    expect(englishMessage('noDataForId', { id: '42' })).toBe('No data found for ID 42');
    expect(MSG.contactFetchError).toBe('Error fetching data');
    expect(MSG.networkError).toBe('Network Error');
  });
});

describe('[CON-1] section 7 paths', () => {
  it('are spelled exactly as requirements §7, under /api', () => {
    expect(API_BASE).toBe('/api');
    const id = '{id}';
    expect([
      API_PATHS.adminRegister,
      API_PATHS.adminLogin,
      API_PATHS.teacherRegister,
      API_PATHS.teacherLogin,
      API_PATHS.studentRequest,
      API_PATHS.visitorData,
      API_PATHS.adminProfile,
      API_PATHS.adminProfileEdit,
      API_PATHS.adminChangePassword,
      API_PATHS.adminStudentList,
      API_PATHS.adminStudentDelete(id),
      API_PATHS.adminStudentUpdateStatus(id),
      API_PATHS.adminTuitionList,
      API_PATHS.adminTuitionDelete(id),
      API_PATHS.adminTuitionUpdate(id),
      API_PATHS.adminTeacherList,
      API_PATHS.adminTeacherDelete(id),
      API_PATHS.contactFormData,
      API_PATHS.contactFormUpdate(id),
      API_PATHS.contactFormDelete(id),
      API_PATHS.tuitionAdd,
      API_PATHS.tuitionPosts,
      API_PATHS.tuitionPost(id),
      API_PATHS.tuitionEdit(id),
      API_PATHS.tuitionDelete(id),
      API_PATHS.teacherProfile,
      API_PATHS.teacherChangePassword,
    ]).toEqual([
      '/admin/register',
      '/admin/login',
      '/teacher/register',
      '/teacher/login',
      '/student/request',
      '/visitor-data',
      '/admin/profile',
      '/admin/profile/edit',
      '/admin/profile/change-password',
      '/admin/profile/student-list',
      '/admin/profile/student/delete/{id}',
      '/admin/profile/student-list/update-status/{id}',
      '/admin/profile/tution/list',
      '/admin/profile/tution/delete/{id}',
      '/admin/profile/tution/update/{id}',
      '/admin/profile/teacher-list',
      '/admin/profile/teacher/delete/{id}',
      '/contact-form/data',
      '/contact-form/data/update/{id}',
      '/contact-form/data/delete/{id}',
      '/tution/add',
      '/tution/posts',
      '/tution/posts/{id}',
      '/tution/posts/edit/{id}',
      '/tution/posts/delete/{id}',
      '/teacher/profile',
      '/teacher/profile/change-password',
    ]);
  });
});
