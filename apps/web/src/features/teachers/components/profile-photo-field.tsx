// The teacher's photo on the profile edit screen (issue 27): choose, replace or remove it, with a
// preview of the chosen file, the format and size hints, the upload's progress and the server's
// refusal in the reader's language. The file is checked for size here too, so a 6 MB photo is
// refused before it is sent; the server decides everything else from the file's content.
import { MSG, PHOTO_LIMITS, type TeacherPhoto as Photo } from '@gharguru/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { TeacherPhoto } from '../../../components/teacher-photo';
import { errorText } from '../../../lib/api-client';
import { translateMessage, useTranslation } from '../../../lib/i18n';
import type { ServerText } from '../../../lib/i18n/server-text';
import { useRemoveTeacherPhoto, useUploadTeacherPhoto } from '../api/teacher-photo';

/**
 * What the picker offers. HEIC is left out on purpose: an iPhone then sends the photo as JPEG
 * (docs/decisions/039); the server refuses a HEIC it cannot decode with its own advice.
 */
const PICKER_TYPES = 'image/jpeg,image/png,image/webp';

const buttonClass =
  'inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-60';

export function ProfilePhotoField({ name, photo }: { name: string; photo: Photo | null }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const upload = useUploadTeacherPhoto();
  const remove = useRemoveTeacherPhoto();
  const [preview, setPreview] = useState<string>();
  const [progress, setProgress] = useState(0);
  const [outcome, setOutcome] = useState<{ kind: 'saved' | 'error'; text: ServerText }>();
  const busy = upload.isPending || remove.isPending;

  // A preview's object URL is let go when it is replaced or the field leaves the screen.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const tell = (kind: 'saved' | 'error', text: ServerText) => {
    setOutcome({ kind, text });
    // The outcome replaces the progress: the focus goes to it, so a screen reader reads it next.
    requestAnimationFrame(() => message.current?.focus());
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > PHOTO_LIMITS.maxBytes) {
      tell('error', { message: MSG.photoTooLarge, code: 'photoTooLarge' });
      return;
    }
    setOutcome(undefined);
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    try {
      const saved = await upload.mutateAsync({ file, onProgress: setProgress });
      tell('saved', saved);
    } catch (error) {
      tell('error', errorText(error));
    } finally {
      setPreview(undefined);
      // The same file can be chosen again after a refusal.
      if (input.current) input.current.value = '';
    }
  };

  const removePhoto = async () => {
    try {
      tell('saved', await remove.mutateAsync(undefined));
    } catch (error) {
      tell('error', errorText(error));
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('photos.field.legend')}
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <TeacherPhoto name={name} photo={photo} size="page" src={preview} />
        <div className="flex min-w-0 flex-col gap-3">
          <p className="text-sm text-slate-700">{photo || preview ? t('photos.field.why') : t('photos.field.none')}</p>
          <div id={hintId} className="grid gap-1 text-sm text-slate-700">
            <p>{t('photos.field.hint')}</p>
            <p>{t('photos.field.iphone')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={inputId}
              className={`${buttonClass} bg-teal-700 text-white hover:bg-teal-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700 ${busy ? 'pointer-events-none opacity-60' : ''}`}
            >
              {t(photo ? 'photos.field.replace' : 'photos.field.choose')}
              <input
                ref={input}
                id={inputId}
                type="file"
                accept={PICKER_TYPES}
                aria-describedby={hintId}
                disabled={busy}
                className="sr-only"
                onChange={(event) => void choose(event.target.files?.[0])}
              />
            </label>
            {photo && (
              <button
                type="button"
                disabled={busy}
                onClick={() => void removePhoto()}
                className={`${buttonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
              >
                {t(remove.isPending ? 'photos.field.removing' : 'photos.field.remove')}
              </button>
            )}
          </div>
          {upload.isPending && (
            <div className="grid gap-1">
              <progress
                className="h-2 w-full max-w-xs accent-teal-700"
                max={100}
                value={Math.round(progress * 100)}
                aria-label={t('photos.field.uploadProgress')}
              />
              <p className="text-sm text-slate-700" aria-live="polite">
                {t('photos.field.uploading', { percent: Math.round(progress * 100) })}
              </p>
            </div>
          )}
          {outcome && (
            <p
              ref={message}
              tabIndex={-1}
              role={outcome.kind === 'error' ? 'alert' : 'status'}
              className={`text-sm font-medium focus:outline-none ${outcome.kind === 'error' ? 'text-red-700' : 'text-teal-800'}`}
            >
              {translateMessage(outcome.text, i18n.language)}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
