// `@gharguru/contract/forms`: the public forms' schemas, the very ones the server validates their
// bodies with (docs/decisions/036-one-schema-per-form.md). An entry of its own so that the web app
// downloads them, with Zod, when a visitor first focuses a field, without the rest of the contract.
export { AdminLoginSchema, AdminRegisterSchema } from '../admins.js';
export { ContactMessageSchema } from '../contact-messages.js';
export { RequestStatusBodySchema } from '../directory.js';
export { StudentRequestFormSchema } from '../student-requests.js';
export { TeacherLoginSchema, TeacherRegisterFormSchema } from '../teachers.js';
