// The directory's sorts and page size and which offers teach a class. No Zod here: the directory
// pages import these in the browser, and a module that builds schemas would bring all of Zod (issue 12).
import { type ForClass, type StudentClass, TEACHER_LEVELS, type TeacherLevel } from './enums.js';

export const DIRECTORY_SORTS = ['relevance', 'newest', 'price', 'rating'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const DIRECTORY_PAGE_LIMIT = { default: 12, max: 50 } as const;

/** The offer band that teaches a class (the tuition's `forClass`). */
export function forClassOf(studentClass: StudentClass): ForClass {
  if (studentClass === 'Bachelor') return 'Bachelor';
  const grade = Number(studentClass);
  if (grade <= 5) return 'Primary';
  if (grade <= 8) return 'Lower Secondary';
  if (grade <= 10) return 'Secondary';
  return grade === 11 ? '+2-11th' : '+2-12th';
}

/**
 * The teacher levels that teach a class: a teacher's level is the highest stage they teach
 * (SEE = up to class 10, +2 = up to class 12, Bachelor = university), docs/decisions/011.
 */
export function teacherLevelsFor(studentClass: StudentClass): TeacherLevel[] {
  if (studentClass === 'Bachelor') return ['Bachelor'];
  return Number(studentClass) <= 10 ? [...TEACHER_LEVELS] : ['+2', 'Bachelor'];
}
