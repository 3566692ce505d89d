// DELETE /api/contact-form/data/delete/{id}.
import { API_PATHS } from '@gharguru/contract';
import { byId, useChange } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const deleteContactMessage = byId('DELETE', API_PATHS.contactFormDelete);
export const useDeleteContactMessage = () => useChange(deleteContactMessage, [adminKeys.contactMessages]);
