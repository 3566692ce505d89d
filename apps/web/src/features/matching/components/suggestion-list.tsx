// The request's ranked tutors with Propose. While the request has an active match, Propose is off
// and a line says why; a 409 from a race says the same.
import { MSG, type Suggestion } from '@gharguru/contract';
import { ApiError } from '../../../lib/api-client';
import { notifyOutcome } from '../../../components/notification/notify-outcome';
import { translateMessage, useTranslation } from '../../../lib/i18n';
import { useCreateMatch } from '../api/create-match';
import { fullName } from './labels';
import { SuggestionCard } from './suggestion-card';

/**
 * Each tutor's name as their button says it: with the city when another suggestion has the same
 * name, and with the area too when that is still not enough ("Propose Nabin Poudel, Lalitpur").
 */
function placedNames(suggestions: Suggestion[]): string[] {
  const count = (keys: string[]) => (key: string) => keys.filter((other) => other === key).length;
  const plain = suggestions.map(({ teacher }) => fullName(teacher));
  const withCity = suggestions.map(({ teacher }, index) => `${plain[index]}, ${teacher.city}`);
  const withArea = suggestions.map(({ teacher }, index) => `${plain[index]}, ${teacher.area}, ${teacher.city}`);
  const plainCount = count(plain);
  const cityCount = count(withCity);
  return plain.map((name, index) => {
    if (plainCount(name) === 1) return name;
    const city = withCity[index] ?? name;
    return cityCount(city) === 1 ? city : (withArea[index] ?? city);
  });
}

export function SuggestionList({
  requestId,
  suggestions,
  hasActiveMatch,
  onProposed,
}: {
  requestId: string;
  suggestions: Suggestion[];
  hasActiveMatch: boolean;
  /** After a proposal was made: the page moves the focus to the new match (issue 33). */
  onProposed: () => void;
}) {
  const { t, i18n } = useTranslation();
  const create = useCreateMatch();
  const names = placedNames(suggestions);

  const propose = async (suggestion: Suggestion) => {
    const proposed = await notifyOutcome(
      () => create.mutateAsync({ requestId, teacherId: suggestion.teacher._id, tuitionId: suggestion.tuition?._id }),
      {
        refusal: (error) =>
          error instanceof ApiError && error.status === 409 && error.code === 'matchRequestTaken'
            ? t('matching.suggestions.blocked')
            : undefined,
      },
    );
    if (proposed) onProposed();
  };

  return (
    <section aria-labelledby="suggestions-title">
      <h2 id="suggestions-title" className="text-xl font-semibold text-slate-900">
        {t('matching.suggestions.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700">{t('matching.suggestions.intro')}</p>
      {hasActiveMatch && (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t('matching.suggestions.blocked')}
        </p>
      )}
      {suggestions.length === 0 ? (
        <p className="text-slate-700">{translateMessage(MSG.noSuggestions, i18n.language)}</p>
      ) : (
        <ol className="space-y-4">
          {suggestions.map((suggestion, index) => (
            <SuggestionCard
              key={suggestion.teacher._id}
              suggestion={suggestion}
              rank={index + 1}
              name={names[index] ?? fullName(suggestion.teacher)}
              canPropose={!hasActiveMatch}
              proposing={create.isPending}
              onPropose={() => propose(suggestion)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
