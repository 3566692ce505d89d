// `@gharguru/contract/forms`: the public forms' schemas in zod/mini, for the browser (issue 12).
// The server keeps validating with the classic schemas of the same names (`@gharguru/contract`).
export {
  AdminLoginSchema,
  AdminRegisterSchema,
  ContactMessageSchema,
  RequestStatusBodySchema,
  StudentRequestFormSchema,
  TeacherLoginSchema,
  TeacherRegisterFormSchema,
} from './schemas.js';
