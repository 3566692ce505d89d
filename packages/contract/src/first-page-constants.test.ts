import { describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_URL } from './contact-defaults.js';
import { SOMETHING_WENT_WRONG } from './fallback-message.js';
import { MSG } from './messages.js';
import { API_BASE, API_PATHS } from './routes.js';

// The web app's first page imports these small modules instead of MSG and API_PATHS.
describe('constants kept apart for the first page', () => {
  it('spell the same values as MSG and API_PATHS', () => {
    expect(SOMETHING_WENT_WRONG).toBe(MSG.somethingWentWrong);
    expect(SOMETHING_WENT_WRONG).toBe('Something went wrong');
    expect(PUBLIC_CONFIG_URL).toBe(`${API_BASE}${API_PATHS.publicConfig}`);
  });
});
