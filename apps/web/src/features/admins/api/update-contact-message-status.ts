// PUT /api/contact-form/data/update/{id}: no body marks the message Contacted (requirements DEC-2).
import { API_PATHS, type ContactStatus } from '@gharguru/contract';
import { putStatus, useChange } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const updateContactMessageStatus = putStatus<ContactStatus>(API_PATHS.contactFormUpdate);
export const useUpdateContactMessageStatus = () => useChange(updateContactMessageStatus, [adminKeys.contactMessages]);
