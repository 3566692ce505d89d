// A tuition post's status: Pending in the error colour, other values green (spec section 4).
import type { Status } from '@gharguru/contract';
import { StatusChip } from '../../../components/status-chip';

export function TuitionStatusChip({ status }: { status: Status }) {
  return <StatusChip status={status} tone={status === 'Pending' ? 'red' : 'green'} />;
}
