// The numbers of reviews (issue 27), Zod-free so the public pages can use them without the schemas.
export const REVIEW_COMMENT_MAX = 600;
export const REVIEW_REPLY_MAX = 600;
export const REVIEW_HIDE_REASON_MAX = 300;
/** How long a review link works after it is sent. */
export const REVIEW_LINK_DAYS = 60;
/** Reviews on one public page, and the most /home shows. */
export const REVIEW_PAGE_LIMIT = 10;
export const TESTIMONIALS_MAX = 6;
/** A review link's token: 256 bits in base64url are 43 characters; anything else is not one of ours. */
export const REVIEW_TOKEN_LENGTH = 43;
