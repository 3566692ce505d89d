import { act, render, screen } from '@testing-library/react';
import { MSG } from '@gharguru/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ne } from './ne';
import { setLanguage, storedLanguage, translateMessage, useTranslation } from './index';

function Probe() {
  const { t, i18n } = useTranslation();
  return (
    <p data-language={i18n.language}>
      {t('nav.findTutor')} / {translateMessage(MSG.somethingWentWrong, i18n.language)}
    </p>
  );
}

describe('useTranslation and setLanguage', () => {
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
  });

  it('re-renders in Nepali after the switch, remembers it and sets <html lang>', async () => {
    render(<Probe />);
    expect(screen.getByText(/Find a Tutor/)).toHaveAttribute('data-language', 'en');
    await act(() => setLanguage('ne'));
    expect(screen.getByText(new RegExp(ne.nav.findTutor))).toHaveAttribute('data-language', 'ne');
    expect(storedLanguage()).toBe('ne');
    expect(document.documentElement.lang).toBe('ne');
    expect(screen.getByText(/केही गडबड भयो/)).toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(screen.getByText(/Find a Tutor/)).toHaveAttribute('data-language', 'en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('leaves server messages in English in English mode', () => {
    expect(translateMessage(MSG.somethingWentWrong, 'en')).toBe(MSG.somethingWentWrong);
  });
});
