// Confirmation before destructive actions (requirements §4), on Radix Dialog for focus handling.
// The dialogs are opened from state (no Radix Trigger), so the dialog itself remembers the button
// that had the focus and gives the focus back to it when it closes (issue 14).
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, type RefObject, useRef } from 'react';
import { useTranslation } from '../lib/i18n';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  /** Disables the buttons while the action runs. */
  pending?: boolean;
  /** Fields the action needs (a reason), between the description and the buttons. */
  children?: ReactNode;
  onConfirm: () => void;
  /** Where the focus goes when the opening button went away with its row (issue 33): the list's heading. */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** A destructive action's red button (the default), or the primary one for a constructive action. */
  tone?: 'danger' | 'primary';
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending = false,
  onConfirm,
  children,
  fallbackFocus,
  tone = 'danger',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            // Runs before the focus moves into the dialog: the focus is still on the opening button.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // A button whose row went away (a confirmed delete) cannot take it back: the list's heading
            // does, else Radix decides.
            const target = opener.current?.isConnected ? opener.current : fallbackFocus?.current;
            if (target) {
              event.preventDefault();
              target.focus();
            }
            opener.current = null;
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">{description}</Dialog.Description>
          {children}
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <button type="button" className="btn-secondary" disabled={pending}>
                {t('common.cancel')}
              </button>
            </Dialog.Close>
            <button
              type="button"
              className={tone === 'primary' ? 'btn-primary' : 'btn-danger'}
              disabled={pending}
              onClick={onConfirm}
            >
              {confirmLabel ?? t('common.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
