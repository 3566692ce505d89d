// The text shown when nothing more specific is known (MSG.somethingWentWrong), and the one for a
// server that could not be reached (MSG.networkError). In a module of its own because bundlers place
// whole modules: the web app's first page (error notification, route error page) needs the first,
// and a public form whose code could not be downloaded says the second (issue 12), without the
// other messages.

export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const NETWORK_ERROR = 'Network Error';
