// /admin-dashboard/requests/:id (issue 10): one student request, its ranked tutor suggestions with
// reasons and Propose, the active match with what the admin may do next, a started match's charges
// (issue 29) and every match's history.
import { ACTIVE_MATCH_STATES, LIMITS } from '@gharguru/contract';
import { useRef } from 'react';
import { Link, useParams } from '../../../lib/router';
import { AppPage } from '../../../components/app-page';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../lib/i18n';
import { MatchCharges } from '../../books/components/match-charges';
import { paths } from '../../../lib/paths';
import { useAdminMatches } from '../api/get-admin-matches';
import { useRequestSuggestions } from '../api/get-request-suggestions';
import { CurrentMatch } from '../components/current-match';
import { MatchHistory } from '../components/match-history';
import { RequestSummary } from '../components/request-summary';
import { SuggestionList } from '../components/suggestion-list';

const isActive = (state: string) => (ACTIVE_MATCH_STATES as readonly string[]).includes(state);

export default function AdminRequestPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const suggestions = useRequestSuggestions(id);
  const matches = useAdminMatches({ requestId: id, page: 1, limit: LIMITS.pageLimitMax });
  const request = suggestions.data?.request;
  const title = request ? t('matching.request.title', { code: request.requestCode }) : t('pages.adminDashboard');
  const active = matches.data?.matches.find((match) => isActive(match.state));
  const currentHeading = useRef<HTMLHeadingElement>(null);

  return (
    <AppPage documentTitle={title} title={title} intro={t('matching.request.intro')}>
      <Link to={paths.adminDashboard} className="mb-6 inline-block font-medium text-teal-800 underline">
        {t('matching.request.back')}
      </Link>
      {suggestions.isLoading ? (
        <Spinner />
      ) : suggestions.error || !suggestions.data ? (
        <LoadError error={suggestions.error} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="space-y-8">
            <RequestSummary request={suggestions.data.request} />
            {matches.isLoading ? (
              <Spinner />
            ) : matches.error || !matches.data ? (
              <LoadError error={matches.error} />
            ) : (
              <>
                <CurrentMatch match={active} headingRef={currentHeading} />
                {/* A started match's charges (issue 29), also once it is closed. */}
                {matches.data.matches
                  .filter((match) => match.startedOn !== null)
                  .map((match) => (
                    <MatchCharges key={match._id} matchId={match._id} />
                  ))}
                <MatchHistory matches={matches.data.matches} />
              </>
            )}
          </div>
          <SuggestionList
            requestId={id}
            suggestions={suggestions.data.suggestions}
            hasActiveMatch={active !== undefined}
            onProposed={() => currentHeading.current?.focus()}
          />
        </div>
      )}
    </AppPage>
  );
}
