// /home's testimonials (issue 27): the newest published reviews with 4 or 5 stars and a comment,
// written by families after real tuition. /home is prerendered, so they come after the page has
// painted: this chunk and its one call load then (decision 047), and the section stays hidden until
// there is at least one. Every text is rendered as text.
import type { Testimonial, TestimonialsResponse } from '@gharguru/contract';
import { useEffect, useState } from 'react';
import { Icon } from '../../../components/icons/icon';
import { Stars } from '../../../components/rating-stars';
import { apiRequestLater } from '../../../lib/api-later';
import { useTranslation } from '../../../lib/i18n';

export function Testimonials() {
  const { t } = useTranslation();
  const [testimonials, setTestimonials] = useState<Testimonial[]>([]);

  useEffect(() => {
    let live = true;
    apiRequestLater<TestimonialsResponse>((paths) => paths.publicTestimonials).then(
      (answer) => live && setTestimonials(answer.testimonials),
      // No testimonials is what a failed call shows too: the page is whole without them.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials" className="bg-teal-50/60">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <h2 id="testimonials" className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t('reviews.testimonialsTitle')}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item._id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <Icon name="quote" className="size-8 text-teal-200" />
              <p className="mt-2">
                <Stars filled={item.rating} />
                <span className="sr-only">{t('reviews.stars', { count: item.rating })}</span>
              </p>
              <blockquote className="mt-2 flex-1 text-slate-800">
                <p className="whitespace-pre-line break-words">{item.comment}</p>
              </blockquote>
              <p className="mt-5 text-sm text-slate-700">
                {t('reviews.testimonialByFamily', {
                  name: item.familyName,
                  area: item.area,
                  teacher: item.teacherDisplayName,
                })}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
