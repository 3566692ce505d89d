// The receipt screen of an admin or a teacher: the sheet, Print, the receipt's language and Back.
import { useParams, Link } from '../../../lib/router';
import { AppPage } from '../../../components/app-page';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { type Language, LANGUAGES, setLanguage, useTranslation } from '../../../lib/i18n';
import { type ReceiptReader, useReceipt } from '../api/get-receipt';
import { ReceiptSheet } from './receipt';

const LANGUAGE_NAMES: Record<Language, 'books.receipt.english' | 'books.receipt.nepali'> = {
  en: 'books.receipt.english',
  ne: 'books.receipt.nepali',
};

export function ReceiptScreen({ reader, back }: { reader: ReceiptReader; back: string }) {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const receipt = useReceipt(reader, id);
  const number = receipt.data?.receipt.receiptNumber;
  const title = number ? t('books.receipt.title', { number }) : t('books.receipt.heading');
  return (
    <AppPage
      size="narrow"
      documentTitle={title}
      title={title}
      actions={
        receipt.data && (
          <>
            <button type="button" className="btn-primary print:hidden" onClick={() => window.print()}>
              {t('books.receipt.print')}
            </button>
            <fieldset className="flex items-center gap-2 print:hidden">
              <legend className="sr-only">{t('books.receipt.language')}</legend>
              {LANGUAGES.map((language) => (
                <button
                  key={language}
                  type="button"
                  lang={language}
                  aria-pressed={i18n.language === language}
                  className={`btn-secondary aria-pressed:border-teal-700 aria-pressed:bg-teal-50 ${language === 'ne' ? 'system-devanagari' : ''}`}
                  onClick={() => void setLanguage(language)}
                >
                  {t(LANGUAGE_NAMES[language])}
                </button>
              ))}
            </fieldset>
          </>
        )
      }
    >
      <Link to={back} className="mb-6 inline-block font-medium text-teal-800 underline print:hidden">
        {t('books.receipt.back')}
      </Link>
      {receipt.isLoading ? (
        <Spinner />
      ) : receipt.error || !receipt.data ? (
        <LoadError error={receipt.error} />
      ) : (
        <ReceiptSheet receipt={receipt.data.receipt} />
      )}
    </AppPage>
  );
}
