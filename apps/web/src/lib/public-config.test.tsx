import { CONTACT_DEFAULTS } from '@gharguru/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';

function Probe({ use }: { use: () => { phone: string; email: string } }) {
  const { phone, email } = use();
  return (
    <p>
      {phone} {email}
    </p>
  );
}

// The store loads once per page load: each test gets a fresh copy of the module.
async function freshModule() {
  vi.resetModules();
  return import('./public-config');
}

describe('usePublicConfig', () => {
  it('[PRD-9] [DEC-6] shows the defaults first, then the server values, with one call', async () => {
    const contact = { ...CONTACT_DEFAULTS, phone: '+977 1-5550000', email: 'help@example.com.np' };
    const api = fakeApi([{ method: 'GET', path: '/public/config', answer: { body: { contact } } }]);
    const { usePublicConfig } = await freshModule();
    render(
      <>
        <Probe use={usePublicConfig} />
        <Probe use={usePublicConfig} />
      </>,
    );
    expect(screen.getAllByText(`${CONTACT_DEFAULTS.phone} ${CONTACT_DEFAULTS.email}`)).toHaveLength(2);
    expect(await screen.findAllByText('+977 1-5550000 help@example.com.np')).toHaveLength(2);
    expect(api.calls('GET', '/public/config')).toHaveLength(1);
  });

  it('[DEC-6] keeps the defaults when the call fails', async () => {
    const api = fakeApi([{ method: 'GET', path: '/public/config', answer: { status: 500, body: { message: 'x' } } }]);
    const { usePublicConfig, loadPublicConfig } = await freshModule();
    render(<Probe use={usePublicConfig} />);
    // The same call the hook started: settled once the failed answer was handled.
    await loadPublicConfig();
    expect(api.calls('GET', '/public/config')).toHaveLength(1);
    expect(screen.getByText(`${CONTACT_DEFAULTS.phone} ${CONTACT_DEFAULTS.email}`)).toBeInTheDocument();
  });
});
