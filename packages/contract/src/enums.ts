// Enumerations and defaults of requirements §9.

export const CLASSES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'Bachelor'] as const;
export type StudentClass = (typeof CLASSES)[number];

export const TIMINGS = ['Morning', 'Day', 'Evening'] as const;
export type Timing = (typeof TIMINGS)[number];

export const DEGREES = ['+2', 'Bachelor', 'Master', 'PHD'] as const;
export type Degree = (typeof DEGREES)[number];

export const TEACHER_LEVELS = ['SEE', '+2', 'Bachelor'] as const;
export type TeacherLevel = (typeof TEACHER_LEVELS)[number];

export const FOR_CLASSES = ['Primary', 'Lower Secondary', 'Secondary', '+2-11th', '+2-12th', 'Bachelor'] as const;
export type ForClass = (typeof FOR_CLASSES)[number];

export const PRICE_TYPES = ['hourly', 'monthly'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/** Status of student requests and tuition posts. */
export const STATUSES = ['Pending', 'Completed'] as const;
export type Status = (typeof STATUSES)[number];

/** Status of contact messages: the update moves Pending to Contacted (requirements DEC-2). */
export const CONTACT_STATUSES = ['Pending', 'Contacted'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const ADMIN_ROLES = ['admin', 'adminRolePending'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ROLES = ['teacher', 'admin'] as const;
export type SessionRole = (typeof ROLES)[number];

export const DEFAULTS = {
  city: 'Kathmandu',
  area: 'Koteshwor',
  timing: 'Morning',
  teacherLevel: 'SEE',
  priceType: 'monthly',
  status: 'Pending',
  adminRole: 'adminRolePending',
} as const satisfies {
  city: string;
  area: string;
  timing: Timing;
  teacherLevel: TeacherLevel;
  priceType: PriceType;
  status: Status;
  adminRole: AdminRole;
};
