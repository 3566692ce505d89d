import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { resetNotification } from '../components/notification/notification-store';
import { loadStaffTexts } from '../lib/i18n';

// findBy* waits longer than the default 1 s: validation and lazy chunks are slower on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// The app loads the admin and teacher texts with their routes; tests render those pages directly.
beforeAll(() => loadStaffTexts());

// Each test starts from nothing: no page, storage, notification or stubbed global (fetch) of the last.
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  resetNotification();
  vi.unstubAllGlobals();
});
