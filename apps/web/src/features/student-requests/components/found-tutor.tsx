// The tracking page's tutor once a teacher accepted the request (issue 10): "Tutor found: Ram T.,
// Maths and Science", since when, and the next step. A lazy chunk with its own texts (English and
// नेपाली): only a request with a tutor needs it, so /track and /tutors carry none of it.
import { type RequestMatch, fillTemplate } from '@gharguru/contract';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

const EN = {
  tutor: 'Tutor found: {{name}}, {{subjects}}',
  since: 'Accepted on {{date}}',
  nextStep: 'Next step: your tutor or GharGuru will call you on this mobile number to agree on the first lesson.',
};

const TEXTS: Record<'en' | 'ne', typeof EN> = {
  en: EN,
  ne: {
    tutor: 'शिक्षक भेटियो: {{name}}, {{subjects}}',
    since: '{{date}} मा स्वीकार गरियो',
    nextStep: 'अर्को कदम: पहिलो कक्षा तय गर्न तपाईंको शिक्षक वा घरगुरुले यही मोबाइल नम्बरमा फोन गर्नेछ।',
  },
};

export function FoundTutor({ match }: { match: RequestMatch }) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'ne' ? 'ne' : 'en';
  const texts = TEXTS[language];
  const subjects = new Intl.ListFormat(language, { type: 'conjunction' }).format(match.subjects);
  return (
    <div className="mt-3 rounded-lg bg-white p-3" data-testid="found-tutor">
      <p className="font-semibold text-slate-900">
        {fillTemplate(texts.tutor, { name: match.teacherDisplayName, subjects })}
      </p>
      <p className="text-sm text-slate-700">{fillTemplate(texts.since, { date: formatDate(language, match.since) })}</p>
      <p className="mt-2 text-slate-800">{texts.nextStep}</p>
    </div>
  );
}
