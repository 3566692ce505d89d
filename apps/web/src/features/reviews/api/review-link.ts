// The family's review link (issue 27): GET /api/public/reviews/{token} names the tutor; POST sends
// the stars and the comment. The client downloads on first use (lib/api-later.ts).
import type { MessageResponse, ReviewBodyInput, ReviewInviteResponse } from '@gharguru/contract';
import { apiRequestLater } from '../../../lib/api-later';

export const getReviewInvite = (token: string) =>
  apiRequestLater<ReviewInviteResponse>((paths) => paths.publicReview(encodeURIComponent(token)));

export const sendReview = ({ token, body }: { token: string; body: ReviewBodyInput }) =>
  apiRequestLater<MessageResponse>((paths) => paths.publicReview(encodeURIComponent(token)), {
    method: 'POST',
    body,
  });
