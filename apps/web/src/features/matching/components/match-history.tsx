// Every match of a request, newest first, each with its short history: who moved it to which state,
// when, with what note.
import type { AdminMatch, MatchEvent } from '@gharguru/contract';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { fullName } from './labels';
import { MatchStateChip } from './match-state-chip';

function EventLine({ event }: { event: MatchEvent }) {
  const { t, i18n } = useTranslation();
  const state = t(`matching.states.${event.toState}`);
  const actor = t(`matching.actors.${event.actorRole}`);
  return (
    <li className="text-sm text-slate-800">
      <time dateTime={event.at} className="font-medium">
        {formatDate(i18n.language, event.at)}
      </time>
      {' · '}
      {event.actorName
        ? t('matching.history.eventNamed', { state, actor, name: event.actorName })
        : t('matching.history.event', { state, actor })}
      {event.note && <span className="block text-slate-700">{t('matching.history.note', { note: event.note })}</span>}
    </li>
  );
}

export function MatchHistory({ matches }: { matches: AdminMatch[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="match-history-title">
      <h2 id="match-history-title" className="mb-3 text-xl font-semibold text-slate-900">
        {t('matching.history.title')}
      </h2>
      {matches.length === 0 ? (
        <p className="text-slate-700">{t('matching.history.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {matches.map((match) => (
            <li key={match._id} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                {fullName(match.teacher)} <MatchStateChip state={match.state} />
              </p>
              <ol className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3">
                {match.history.map((event) => (
                  <EventLine key={`${event.at}-${event.toState}`} event={event} />
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
