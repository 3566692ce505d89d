// English / नेपाली, remembered on this device (localStorage) and kept through logout. On an English
// page "नेपाली" is drawn with system fonts (styles.css), so English pages never load the Devanagari web font.
// Before the script has run the switch is a GET form (issue 31): the server stores the choice in the
// language cookie and sends the visitor back to this page (`next`) in that language. With the script,
// a press changes the language in place, as before.
import { LANGUAGE_SWITCH_PATH } from '@gharguru/contract';
import { type Language, setLanguage, useTranslation } from '../../lib/i18n';
import { useLocation } from '../../lib/router';

const OPTIONS: { value: Language; label: string; lang: string }[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ne', label: 'नेपाली', lang: 'ne' },
];

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <form method="get" action={LANGUAGE_SWITCH_PATH} className={`flex items-center ${className}`}>
      <input type="hidden" name="next" value={`${pathname}${search}`} />
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset */}
      <div
        role="group"
        aria-label={t('language.label')}
        className="inline-flex rounded-full border border-slate-300 p-0.5"
      >
        {OPTIONS.map((option) => {
          const active = i18n.language === option.value;
          return (
            <button
              key={option.value}
              type="submit"
              name="language"
              value={option.value}
              lang={option.lang}
              aria-pressed={active}
              onClick={(event) => {
                event.preventDefault();
                void setLanguage(option.value);
              }}
              className={`rounded-full px-3 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-teal-700 ${
                option.value === 'ne' ? 'system-devanagari' : ''
              } ${active ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </form>
  );
}
