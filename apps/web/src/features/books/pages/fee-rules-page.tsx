// /admin-profile/fees (issue 29): the fee rules in force, a form to save a new version, and the
// versions before it. A change applies to matches started after it, never to earlier ones.
import { type FeeRules, formatRupees } from '@gharguru/contract';
import { AppPage } from '../../../components/app-page';
import { DataTable } from '../../../components/data-table';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/format';
import { formatNumber } from '../../../lib/i18n/numbers';
import { type Language, type TFunction, useTranslation } from '../../../lib/i18n';
import { useFeeRules } from '../api/fee-rules';
import { FeeRulesForm } from '../components/fee-rules-form';

function ruleText(t: TFunction, language: Language, rules: FeeRules): string {
  return t('books.fees.ruleText', {
    commission:
      rules.commissionKind === 'fixed'
        ? formatRupees(rules.commissionFixed ?? 0, language)
        : t('books.fees.percentOf', { percent: rules.commissionPercent }),
    advance: t('books.fees.percentOf', { percent: rules.advancePercent }),
    days: rules.refundWindowDays,
    reminders: t(rules.remindersOn ? 'books.fees.on' : 'books.fees.off'),
  });
}

export default function FeeRulesPage() {
  const { t, i18n } = useTranslation();
  const feeRules = useFeeRules();
  const data = feeRules.data;
  return (
    <AppPage
      documentTitle={t('books.fees.title')}
      title={t('books.fees.title')}
      intro={t('books.fees.intro')}
      size="narrow"
    >
      {feeRules.isLoading ? (
        <Spinner />
      ) : feeRules.error || !data ? (
        <LoadError error={feeRules.error} />
      ) : (
        <div className="space-y-8">
          <p className="rounded-lg bg-teal-50 p-3 text-slate-900" data-testid="rules-in-force">
            {data.rules.effectiveFrom
              ? t('books.fees.inForce', {
                  version: data.rules.version,
                  date: formatDateTime(i18n.language, data.rules.effectiveFrom),
                })
              : t('books.fees.noneYet')}
            <br />
            <span className="text-sm text-slate-700">{ruleText(t, i18n.language, data.rules)}</span>
          </p>
          {/* Keyed by version: a save shows the new version's values. */}
          <FeeRulesForm key={data.rules.version} rules={data.rules} />
          <section aria-labelledby="fee-history-title">
            <h2 id="fee-history-title" className="mb-3 text-xl font-semibold text-slate-900">
              {t('books.fees.history')}
            </h2>
            <DataTable
              caption={t('books.fees.history')}
              rows={data.history}
              getRowId={(rules) => String(rules.version)}
              emptyText={t('books.fees.noHistory')}
              columns={[
                {
                  id: 'version',
                  header: t('books.fees.version'),
                  cell: (rules) => formatNumber(i18n.language, rules.version),
                },
                {
                  id: 'from',
                  header: t('books.fees.from'),
                  cell: (rules) => (rules.effectiveFrom ? formatDateTime(i18n.language, rules.effectiveFrom) : '—'),
                  className: 'whitespace-nowrap',
                },
                { id: 'rule', header: t('books.fees.rule'), cell: (rules) => ruleText(t, i18n.language, rules) },
                { id: 'by', header: t('books.fees.changedBy'), cell: (rules) => rules.changedBy ?? '—' },
              ]}
            />
          </section>
        </div>
      )}
    </AppPage>
  );
}
