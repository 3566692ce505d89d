// The public forms' schemas (Zod-free, @gharguru/contract/forms), loaded when the visitor first
// focuses or changes a field of a form rather than with the page (issue 12, docs/decisions/018): the
// validation, its rules and every message are ~5 KB gzipped that a visitor who only reads never
// needs. `useZodForm` takes these loaders in place of a schema.
const forms = () => import('@gharguru/contract/forms');

export const loadStudentRequestFormSchema = () => forms().then((module) => module.StudentRequestFormSchema);
export const loadContactMessageSchema = () => forms().then((module) => module.ContactMessageSchema);
export const loadRequestStatusBodySchema = () => forms().then((module) => module.RequestStatusBodySchema);
export const loadTeacherRegisterFormSchema = () => forms().then((module) => module.TeacherRegisterFormSchema);
export const loadTeacherLoginSchema = () => forms().then((module) => module.TeacherLoginSchema);
export const loadAdminRegisterSchema = () => forms().then((module) => module.AdminRegisterSchema);
export const loadAdminLoginSchema = () => forms().then((module) => module.AdminLoginSchema);
