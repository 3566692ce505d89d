// `@gharguru/contract/forms`: the public forms' schemas for the browser, without Zod (issue 12,
// docs/decisions/018). The server keeps validating with the classic schemas of the same names
// (`@gharguru/contract`); forms.test.ts holds the two to the same outcomes and messages.
export type { FormIssue, FormResult, FormSchema } from './check.js';
export {
  AdminLoginSchema,
  AdminRegisterSchema,
  ContactMessageSchema,
  RequestStatusBodySchema,
  StudentRequestFormSchema,
  TeacherLoginSchema,
  TeacherRegisterFormSchema,
} from './schemas.js';
