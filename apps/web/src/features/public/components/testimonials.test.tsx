// /home's testimonials (issue 27): families' own reviews, or no section at all.
import { API_PATHS, MSG, type Testimonial } from '@gharguru/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { Testimonials } from './testimonials';

afterEach(() => vi.unstubAllGlobals());

const answer = (testimonials: Testimonial[]) => ({
  body: { message: MSG.testimonialsFetched, code: 'testimonialsFetched', testimonials },
});

describe('testimonials', () => {
  it('[REV-16] shows published reviews as text, with the family and the tutor', async () => {
    fakeApi([
      {
        method: 'GET',
        path: API_PATHS.publicTestimonials,
        answer: answer([
          {
            _id: '1',
            familyName: 'Maya G.',
            area: 'Baneshwor',
            rating: 5,
            comment: '<img src=x onerror=alert(1)> रामसर राम्रो',
            createdAt: '2026-11-20T09:00:00.000Z',
            teacherDisplayName: 'Ram T.',
          },
        ]),
      },
    ]);
    const { container } = render(<Testimonials />);
    expect(await screen.findByRole('heading', { name: 'What families say' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)> रामसर राम्रो')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Maya G., Baneshwor — about Ram T.')).toBeInTheDocument();
  });

  it('[REV-16] is hidden when there are none, and when the call fails', async () => {
    const api = fakeApi([{ method: 'GET', path: API_PATHS.publicTestimonials, answer: answer([]) }]);
    const { container } = render(<Testimonials />);
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    vi.unstubAllGlobals();
    fakeApi([{ method: 'GET', path: API_PATHS.publicTestimonials, answer: { status: 500, body: {} } }]);
    const failed = render(<Testimonials />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failed.container).toBeEmptyDOMElement();
  });
});
