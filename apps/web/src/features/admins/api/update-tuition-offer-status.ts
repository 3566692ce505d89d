// PUT /api/admin/profile/tution/update/{id}: no body completes the post; `{ status: 'Pending' }`
// undoes it (requirements DEC-2).
import { API_PATHS, type Status } from '@gharguru/contract';
import { putStatus, useChange } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const updateTuitionOfferStatus = putStatus<Status>(API_PATHS.adminTuitionUpdate);
export const useUpdateTuitionOfferStatus = () => useChange(updateTuitionOfferStatus, [adminKeys.tuitions]);
