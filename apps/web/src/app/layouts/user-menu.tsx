// The avatar and account menu of a signed-in teacher or admin (requirements §2). Choosing an item
// closes the menu and navigates after 200 ms; Logout clears all storage and goes to /home.
import { MENU_NAVIGATION_DELAY_MS } from '@gharguru/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { BookOpen, LayoutDashboard, LogOut, Mail, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useNavigate } from '../../lib/router';
import { paths } from '../../lib/paths';
import { getQueryClient } from '../../lib/query-client';
import { clearSession } from '../../lib/session';

type MenuTarget = 'profile' | 'dashboard' | 'books' | 'contactFormData' | 'logout';

export function targetPath(target: MenuTarget, role: string): string {
  const admin = role === 'admin';
  switch (target) {
    case 'profile':
      return admin ? paths.adminProfile : paths.teacherProfile;
    case 'dashboard':
      return admin ? paths.adminDashboard : paths.teacherDashboard;
    case 'books':
      return paths.adminBooks;
    case 'contactFormData':
      return paths.contactFormData;
    case 'logout':
      return paths.home;
  }
}

export function UserMenu({ role, firstName, lastName }: { role: string; firstName: string; lastName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (target: MenuTarget) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (target === 'logout') {
        clearSession();
        getQueryClient().clear();
      }
      void navigate(targetPath(target, role));
    }, MENU_NAVIGATION_DELAY_MS);
  };

  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
  const itemClass =
    'flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-900';

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t('userMenu.open')}
        className="flex size-10 items-center justify-center rounded-full bg-teal-700 text-sm font-bold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        {initials}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item className={itemClass} onSelect={() => choose('profile')}>
            <UserRound aria-hidden="true" className="size-4" />
            {t('userMenu.profile')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => choose('dashboard')}>
            <LayoutDashboard aria-hidden="true" className="size-4" />
            {t('userMenu.dashboard')}
          </DropdownMenu.Item>
          {role === 'admin' && (
            <DropdownMenu.Item className={itemClass} onSelect={() => choose('books')}>
              <BookOpen aria-hidden="true" className="size-4" />
              {t('userMenu.books')}
            </DropdownMenu.Item>
          )}
          {role === 'admin' && (
            <DropdownMenu.Item className={itemClass} onSelect={() => choose('contactFormData')}>
              <Mail aria-hidden="true" className="size-4" />
              {t('userMenu.contactFormData')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => choose('logout')}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('userMenu.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
