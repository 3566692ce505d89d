// The public forms' schemas (@gharguru/contract/forms, the ones the server validates with), loaded
// when the visitor first focuses or changes a field of a form rather than with the page (issue 12,
// docs/decisions/018 and 036-one-schema-per-form): Zod, the rules and every message are KBs that a
// visitor who only reads never needs. `useZodForm` takes these loaders in place of a schema. Zod's
// jitless setting (zod-jitless.ts) comes with them, before any schema parses.
const forms = () =>
  Promise.all([import('./zod-jitless'), import('@gharguru/contract/forms')]).then(([, module]) => module);

export const loadStudentRequestFormSchema = () => forms().then((module) => module.StudentRequestFormSchema);
export const loadContactMessageSchema = () => forms().then((module) => module.ContactMessageSchema);
export const loadRequestStatusBodySchema = () => forms().then((module) => module.RequestStatusBodySchema);
export const loadTeacherRegisterFormSchema = () => forms().then((module) => module.TeacherRegisterFormSchema);
export const loadTeacherLoginSchema = () => forms().then((module) => module.TeacherLoginSchema);
export const loadAdminRegisterSchema = () => forms().then((module) => module.AdminRegisterSchema);
export const loadAdminLoginSchema = () => forms().then((module) => module.AdminLoginSchema);
