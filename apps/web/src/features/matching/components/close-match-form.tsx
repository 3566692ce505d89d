// Closing an accepted or started match: a required reason and an optional note.
import { MATCH_CLOSE_REASONS, MATCH_NOTE_MAX, type MatchCloseReason } from '@gharguru/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

export function CloseMatchForm({
  pending,
  onClose,
}: {
  pending: boolean;
  onClose: (closeReason: MatchCloseReason, note: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<MatchCloseReason | ''>('');
  const [note, setNote] = useState('');
  return (
    <form
      className="mt-4 grid gap-3 rounded-lg bg-slate-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason) onClose(reason, note);
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-800">
          {t('matching.current.closeReason')}
        </label>
        <select
          id={`${id}-reason`}
          required
          className="min-h-11 rounded-md border border-slate-400 bg-white px-3 text-slate-900"
          value={reason}
          onChange={(event) => setReason(event.target.value as MatchCloseReason | '')}
        >
          <option value="">{t('matching.current.chooseReason')}</option>
          {MATCH_CLOSE_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`matching.closeReasons.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-800">
          {t('matching.current.note')} {t('common.optional')}
        </label>
        <input
          id={`${id}-note`}
          className="min-h-11 rounded-md border border-slate-400 bg-white px-3 text-slate-900"
          maxLength={MATCH_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <button type="submit" className="btn-danger justify-self-start" disabled={pending || !reason}>
        {t('matching.current.close')}
      </button>
    </form>
  );
}
