// A row action that asks first (requirements §4: destructive admin actions are confirmed): `ask(row)`
// opens the dialog, `confirm()` runs the action, shows the server's message and closes the dialog.
import { useState } from 'react';
import { notifyOutcome } from '../../../components/notification/notify-outcome';

export function useConfirmedAction<Row>(run: (row: Row) => Promise<{ message: string }>) {
  const [target, setTarget] = useState<Row | null>(null);
  const [running, setRunning] = useState(false);

  const confirm = async () => {
    if (target === null) return;
    setRunning(true);
    await notifyOutcome(() => run(target));
    setRunning(false);
    setTarget(null);
  };

  return {
    target,
    ask: (row: Row) => setTarget(row),
    /** Props for ConfirmDialog. */
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setTarget(null);
      },
      pending: running,
      onConfirm: () => void confirm(),
    },
  };
}
