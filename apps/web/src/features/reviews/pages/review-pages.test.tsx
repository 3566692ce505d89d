// The reviews' screens (issue 27) with only the network replaced: the family's link, the admin's
// moderation and the teacher's one answer.
import { API_PATHS, type AdminReview, MSG, type PublicReview } from '@gharguru/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotification } from '../../../components/notification/notification-store';
import { fakeApi, fieldRefusal } from '../../../test/fake-api';
import { renderAt, renderPage } from '../../../test/page';
import { signIn } from '../../../test/render';
import AdminReviewsPage from './admin-reviews-page';
import ReviewPage from './review-page';
import TeacherReviewsPage from './teacher-reviews-page';

const TOKEN = 'A'.repeat(43);
const invite = {
  status: 200,
  body: {
    message: MSG.reviewInviteFetched,
    code: 'reviewInviteFetched',
    teacherDisplayName: 'Ram T.',
    subjects: ['Maths'],
  },
};
const gone = { status: 404, body: { message: MSG.reviewLinkInvalid, code: 'reviewLinkInvalid' } };
const saved = { status: 201, body: { message: MSG.reviewSaved, code: 'reviewSaved' } };

const review: PublicReview = {
  _id: '7f000000-0000-4000-8000-000000000001',
  familyName: 'Maya G.',
  area: 'Baneshwor',
  class: '10',
  rating: 5,
  comment: '<b>Very</b> patient',
  createdAt: '2026-11-20T09:00:00.000Z',
  reply: null,
  repliedAt: null,
};

beforeEach(() => {
  resetNotification();
  window.sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/review/:token', () => {
  const open = () => renderAt('/review/:token', `/review/${TOKEN}`, <ReviewPage />);

  it('[REV-13] names the tutor, takes stars from a radio group and a comment, then thanks the family', async () => {
    const api = fakeApi([
      { method: 'GET', path: API_PATHS.publicReview(TOKEN), answer: invite },
      { method: 'POST', path: API_PATHS.publicReview(TOKEN), answer: saved },
    ]);
    open();
    expect(await screen.findByText('Your tutor: Ram T.')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Choose from 1 to 5 stars')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByLabelText(/A few words/), 'धेरै राम्रो');
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toHaveFocus();
    expect(api.calls('POST', API_PATHS.publicReview(TOKEN)).map((call) => call.body)).toEqual([
      { rating: 4, comment: 'धेरै राम्रो' },
    ]);
  });

  it('[REV-13] shows the server’s refusal of a comment under the field and keeps what was typed', async () => {
    fakeApi([
      { method: 'GET', path: API_PATHS.publicReview(TOKEN), answer: invite },
      {
        method: 'POST',
        path: API_PATHS.publicReview(TOKEN),
        answer: fieldRefusal('comment', 'reviewHasContactDetails'),
      },
    ]);
    open();
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByLabelText(/A few words/), 'call 9841234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText(MSG.reviewHasContactDetails)).toBeInTheDocument();
    expect(screen.getByLabelText(/A few words/)).toHaveValue('call 9841234567');
    expect(screen.getByLabelText(/A few words/)).toHaveFocus();
  });

  it('[REV-13] says a used or expired link no longer works', async () => {
    fakeApi([{ method: 'GET', path: API_PATHS.publicReview(TOKEN), answer: gone }]);
    open();
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
  });
});

describe('/admin-reviews', () => {
  it('[REV-14] lists reviews as text, hides one only with a reason, and publishes a hidden one again', async () => {
    signIn('admin');
    const adminReview: AdminReview = {
      ...review,
      state: 'published',
      hiddenReason: null,
      teacher: { _id: '7f000000-0000-4000-8000-000000000009', displayName: 'Ram T.' },
    };
    const hidden: AdminReview = {
      ...adminReview,
      _id: '7f000000-0000-4000-8000-000000000002',
      state: 'hidden',
      hiddenReason: 'Off topic',
    };
    const api = fakeApi([
      {
        method: 'GET',
        path: API_PATHS.adminReviews,
        answer: {
          body: { message: MSG.reviewsFetched, code: 'reviewsFetched', reviews: [adminReview, hidden], total: 2 },
        },
      },
      {
        method: 'PUT',
        path: API_PATHS.adminReview(adminReview._id),
        answer: { body: { message: MSG.reviewHidden, code: 'reviewHidden', review: adminReview } },
      },
      {
        method: 'PUT',
        path: API_PATHS.adminReview(hidden._id),
        answer: { body: { message: MSG.reviewPublished, code: 'reviewPublished', review: hidden } },
      },
    ]);
    renderPage('/admin-reviews', <AdminReviewsPage />);
    // Typed markup stays text.
    expect(await screen.findAllByText('<b>Very</b> patient', { selector: 'p' })).toHaveLength(2);
    expect(screen.getByText('Hidden: Off topic')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByLabelText('Why is it hidden?')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Hide review' }));
    expect(api.calls('PUT', API_PATHS.adminReview(adminReview._id))).toEqual([]);
    await userEvent.type(screen.getByLabelText('Why is it hidden?'), 'Not about the lessons');
    await userEvent.click(screen.getByRole('button', { name: 'Hide review' }));
    await waitFor(() =>
      expect(api.calls('PUT', API_PATHS.adminReview(adminReview._id)).map((call) => call.body)).toEqual([
        { state: 'hidden', reason: 'Not about the lessons' },
      ]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish again' }));
    await waitFor(() =>
      expect(api.calls('PUT', API_PATHS.adminReview(hidden._id)).map((call) => call.body)).toEqual([
        { state: 'published' },
      ]),
    );
  });
});

describe('/teacher-reviews', () => {
  it('[REV-15] shows the rating and reviews, and answers one once', async () => {
    signIn('teacher');
    const api = fakeApi([
      {
        method: 'GET',
        path: API_PATHS.teacherReviews,
        answer: {
          body: {
            message: MSG.reviewsFetched,
            code: 'reviewsFetched',
            reviews: [
              review,
              { ...review, _id: '7f000000-0000-4000-8000-000000000003', reply: 'Thanks', repliedAt: review.createdAt },
            ],
            total: 2,
            rating: { average: 5, count: 2 },
          },
        },
      },
      {
        method: 'PUT',
        path: API_PATHS.teacherReviewReply(review._id),
        answer: { body: { message: MSG.reviewReplySaved, code: 'reviewReplySaved', review } },
      },
    ]);
    renderPage('/teacher-reviews', <TeacherReviewsPage />);
    expect(await screen.findByText('Rated 5 out of 5 from 2 reviews')).toBeInTheDocument();
    // The answered review offers no second answer.
    expect(screen.getAllByRole('button', { name: 'Answer' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    await userEvent.type(screen.getByLabelText('Your public answer'), 'धन्यवाद');
    await userEvent.click(screen.getByRole('button', { name: 'Publish answer' }));
    await waitFor(() =>
      expect(api.calls('PUT', API_PATHS.teacherReviewReply(review._id)).map((call) => call.body)).toEqual([
        { reply: 'धन्यवाद' },
      ]),
    );
  });
});
