// Every route of spec section 2 in one typed object. It lives in lib/ (not app/) because feature
// pages navigate with it and features must not import from app/.

export const paths = {
  root: '/',
  home: '/home',
  about: '/about',
  findTutor: '/contact-student',
  contactUs: '/contactus-form',
  teacherLogin: '/login',
  teacherRegister: '/register',
  adminRegister: '/admin-register',
  adminLogin: '/admin-login',
  adminDashboard: '/admin-dashboard',
  adminProfile: '/admin-profile',
  adminProfileUpdate: '/admin-profile-update',
  adminPasswordUpdate: '/admin-password-update',
  contactFormData: '/admin-profile/contact-form-data',
  teacherDashboard: '/teacher-dashboard',
  addTuition: '/add-tuition',
  tuitionDetails: (id: string) => `/tution-details/${encodeURIComponent(id)}`,
  tuitionEdit: (id: string) => `/tution/edit/${encodeURIComponent(id)}`,
  teacherProfile: '/teacher-profile',
  teacherChangePassword: '/teacher-profile/change-password',
} as const;

/** Route patterns for the router and the guards (the two routes with an id). */
export const patterns = {
  tuitionDetails: '/tution-details/:id',
  tuitionEdit: '/tution/edit/:id',
} as const;

/** The public routes, all prerendered at build time. */
export const PUBLIC_PATHS = [
  paths.home,
  paths.about,
  paths.findTutor,
  paths.contactUs,
  paths.teacherLogin,
  paths.teacherRegister,
  paths.adminLogin,
  paths.adminRegister,
] as const;

export const ADMIN_PATHS = [
  paths.adminDashboard,
  paths.adminProfile,
  paths.adminProfileUpdate,
  paths.adminPasswordUpdate,
  paths.contactFormData,
] as const;

export const TEACHER_PATTERNS = [
  paths.teacherDashboard,
  paths.addTuition,
  patterns.tuitionDetails,
  patterns.tuitionEdit,
  paths.teacherProfile,
  paths.teacherChangePassword,
] as const;
