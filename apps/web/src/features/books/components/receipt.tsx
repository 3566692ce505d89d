// A payment's receipt (issue 29): on a phone a card, printed an A5 sheet (styles.css `@page receipt`)
// with nothing else of the screen. The agency's name, the receipt's number, the amount in figures
// and in words, and the day in both calendars: Bikram Sambat and Gregorian.
import { formatRupees, type Receipt } from '@gharguru/contract';
import { formatBikramSambat } from '@gharguru/contract/nepali-calendar';
import { formatGregorianDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';

export function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (paisa: number) => formatRupees(paisa, language);
  const rows = [
    [t('books.receipt.dateBs'), formatBikramSambat(receipt.receivedOn, language) ?? '—'],
    [t('books.receipt.dateAd'), formatGregorianDate(language, receipt.receivedOn)],
    [t('books.receipt.receivedFrom'), receipt.payerName],
    [
      t('books.receipt.charge'),
      t('books.receipt.chargeText', { kind: t(`books.kinds.${receipt.chargeKind}`), number: receipt.chargeNumber }),
    ],
    [t('books.receipt.method'), t(`books.methods.${receipt.method}`)],
    ...(receipt.reference ? [[t('books.receipt.reference'), receipt.reference]] : []),
  ];
  const totals = [
    [t('books.receipt.chargeAmount'), money(receipt.chargeAmount)],
    [t('books.receipt.paidToDate'), money(receipt.paidToDate)],
    [t('books.receipt.outstandingAfter'), money(receipt.outstandingAfter)],
  ];
  return (
    <article
      aria-labelledby="receipt-heading"
      className="receipt-sheet mx-auto max-w-xl rounded-xl border border-slate-300 bg-white p-5 text-slate-900 shadow-sm sm:p-8"
      data-testid="receipt"
    >
      <header className="border-b border-slate-300 pb-3 text-center">
        <p className="text-xl font-bold">{receipt.agencyName}</p>
        <h2 id="receipt-heading" className="mt-1 text-base font-semibold uppercase tracking-wide text-slate-700">
          {t('books.receipt.heading')}
        </h2>
        <p className="mt-1 text-sm">
          {t('books.receipt.number')}: <span className="font-mono">{receipt.receiptNumber}</span>
        </p>
      </header>
      {receipt.reversal && (
        <p
          role="note"
          className="mt-3 rounded-md border border-red-300 bg-red-50 p-2 text-sm font-semibold text-red-800"
        >
          {t('books.receipt.reversed', { reason: receipt.reversal.reason })}
        </p>
      )}
      <div className="my-4 rounded-lg bg-slate-50 p-3 text-center print:bg-transparent">
        <p className="text-sm text-slate-700">{t('books.receipt.amount')}</p>
        <p className="text-3xl font-bold" data-testid="receipt-amount">
          {money(receipt.amount)}
        </p>
        <p className="mt-1 text-sm" data-testid="receipt-words">
          <span className="text-slate-700">{t('books.receipt.inWords')}: </span>
          {receipt.amountInWords[language]}
        </p>
      </div>
      <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd className="break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-300 pt-3 text-sm">
        {totals.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-10 border-t border-dashed border-slate-400 pt-1 text-right text-sm text-slate-700 sm:ml-auto sm:w-1/2">
        {t('books.receipt.signature')}
        {receipt.recordedBy ? `: ${receipt.recordedBy}` : ''}
      </p>
    </article>
  );
}
