// The Books screen's monthly report (a Bikram Sambat month): matches started, commission and advances
// charged, received, outstanding, refunded, received by method, the month's CSV, and a bar chart of
// what was received in the last 12 months.
import { BS_MONTH_PATTERN, formatRupees, type MonthFigures, PAYMENT_METHODS } from '@gharguru/contract';
import { BS_MONTHS } from '@gharguru/contract/nepali-calendar';
import { useId, useState } from 'react';
import { SelectField } from '../../../components/form/field';
import { LoadError } from '../../../components/load-error';
import { notify } from '../../../components/notification/notification-store';
import { Spinner } from '../../../components/spinner';
import { errorText } from '../../../lib/api-client';
import { formatNumber, nepaliDigits } from '../../../lib/i18n/numbers';
import { type Language, useTranslation } from '../../../lib/i18n';
import { getReportCsv } from '../api/get-report-csv';
import { useReport, useReportSeries } from '../api/get-report';
import { type Bar, BarChart } from './bar-chart';
import { downloadFile } from './download-file';

/** `2083-08` -> "Mangsir 2083" / "मंसिर २०८३"; `short`: the month's name alone, for a bar. */
export function monthName(month: string, language: Language, style: 'long' | 'short' = 'long'): string {
  const match = BS_MONTH_PATTERN.exec(month);
  if (!match) return month;
  const name = BS_MONTHS[language][Number(match[2]) - 1] ?? month;
  if (style === 'short') return language === 'en' ? name.slice(0, 3) : name;
  const text = `${name} ${match[1]}`;
  return language === 'ne' ? nepaliDigits(text) : text;
}

export function ReportSection() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const titleId = useId();
  const series = useReportSeries();
  const months = series.data?.months ?? [];
  // '' until chosen: the server's current month (the series' last).
  const [month, setMonth] = useState('');
  const report = useReport(month);
  const [downloading, setDownloading] = useState(false);
  const money = (paisa: number) => formatRupees(paisa, language);
  const data = report.data?.report;

  const download = async () => {
    if (!data) return;
    setDownloading(true);
    try {
      downloadFile(t('books.report.fileName', { month: data.month }), await getReportCsv(data.month));
    } catch (error) {
      notify.error(errorText(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {t('books.books.report')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        {months.length > 0 && (
          <SelectField
            label={t('books.report.month')}
            value={month || data?.month || ''}
            onChange={(event) => setMonth(event.target.value)}
            options={[...months]
              .reverse()
              .map((each) => ({ value: each.month, label: monthName(each.month, language) }))}
          />
        )}
        <button type="button" className="btn-secondary min-h-11" disabled={!data || downloading} onClick={download}>
          {t('books.report.download')}
        </button>
      </div>
      {report.isLoading ? (
        <Spinner />
      ) : report.error || !data ? (
        <LoadError error={report.error} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="report-figures">
            {(
              [
                ['books.report.matchesStarted', formatNumber(language, data.matchesStarted)],
                ['books.report.commissionCharged', money(data.commissionCharged)],
                ['books.report.advancesCharged', money(data.advanceCharged)],
                ['books.report.received', money(data.received)],
                ['books.report.outstanding', money(data.outstanding)],
                ['books.report.refunded', money(data.refunded)],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
                <dt className="text-sm text-slate-700">{t(label)}</dt>
                <dd className="text-lg font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <table className="w-full max-w-md text-left text-sm">
            <caption className="pb-2 text-left font-semibold text-slate-900">{t('books.report.byMethod')}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-4 font-semibold text-slate-900">
                  {t('books.report.method')}
                </th>
                <th scope="col" className="py-1 text-right font-semibold text-slate-900">
                  {t('books.report.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {PAYMENT_METHODS.map((method) => (
                <tr key={method} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-4 font-normal text-slate-800">
                    {t(`books.methods.${method}`)}
                  </th>
                  <td className="py-1 text-right text-slate-900">
                    {money(data.byMethod.find((each) => each.method === method)?.received ?? 0)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {series.error ? <LoadError error={series.error} /> : <ReceivedChart months={months} />}
    </section>
  );
}

function ReceivedChart({ months }: { months: readonly MonthFigures[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (months.length === 0) return null;
  const bars: Bar[] = months.map((each) => ({
    key: each.month,
    label: monthName(each.month, language, 'short'),
    longLabel: monthName(each.month, language),
    value: each.received,
    valueText: formatRupees(each.received, language),
  }));
  const top = months.reduce((best, each) => (each.received > best.received ? each : best));
  const first = months[0];
  const last = months.at(-1);
  const summary =
    top.received > 0 && first && last
      ? t('books.report.chartSummary', {
          first: monthName(first.month, language),
          last: monthName(last.month, language),
          top: monthName(top.month, language),
          amount: formatRupees(top.received, language),
        })
      : t('books.report.chartEmpty');
  return (
    <BarChart
      title={t('books.report.chartTitle')}
      summary={summary}
      bars={bars}
      labelHeader={t('books.report.month')}
      valueHeader={t('books.report.received')}
    />
  );
}
