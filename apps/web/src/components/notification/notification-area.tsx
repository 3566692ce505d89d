// The notification area, bottom left (requirements §9). It hides itself after 4000 ms and otherwise
// closes only through its close button: a click elsewhere does not close it (requirements §4).
// It belongs to the page that raised it and keeps clear of the controls under it (issue 14).
import { NOTIFICATION_HIDE_MS } from '@gharguru/contract';
import { Icon } from '../icons/icon';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '../../lib/router';
import { translateMessage, useTranslation } from '../../lib/i18n';
import { notify, useNotification } from './notification-store';
import { keepClearOfControls } from './keep-clear';

export function NotificationArea() {
  const { t, i18n } = useTranslation();
  const { open, severity, message, id } = useNotification();
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const box = useRef<HTMLDivElement>(null);

  // Another page closes a notification raised elsewhere (the raising action's own move excepted).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger; the type is read with it
  useLayoutEffect(() => notify.pageShown(pathname, navigationType === 'POP'), [pathname]);

  // While open, the page gets room below its last control, and the focused control is scrolled above it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: id is the trigger, not a value read inside
  useLayoutEffect(() => {
    if (!open || !box.current) return;
    return keepClearOfControls(box.current);
  }, [open, id]);

  // `id` restarts the timer when a new notification replaces an open one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: id is the trigger, not a value read inside
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => notify.close(), NOTIFICATION_HIDE_MS);
    return () => clearTimeout(timer);
  }, [open, id]);

  const isError = severity === 'error';
  return (
    <section
      aria-label={t('common.notificationsLabel')}
      className="pointer-events-none fixed bottom-4 left-4 right-4 z-50 flex sm:right-auto print:hidden"
    >
      {open && (
        <div
          key={id}
          ref={box}
          role={isError ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg px-4 py-3 text-white shadow-lg sm:w-96 ${
            isError ? 'bg-red-700' : 'bg-green-700'
          }`}
        >
          {isError ? (
            <Icon name="alert-circle" className="mt-0.5 size-5 shrink-0" />
          ) : (
            <Icon name="check-circle" className="mt-0.5 size-5 shrink-0" />
          )}
          <p className="flex-1 text-sm font-medium">{translateMessage(message, i18n.language)}</p>
          <button
            type="button"
            onClick={() => notify.close()}
            aria-label={t('common.close')}
            className="-m-1 rounded p-1 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
          >
            <Icon name="x" className="size-4" />
          </button>
        </div>
      )}
    </section>
  );
}
