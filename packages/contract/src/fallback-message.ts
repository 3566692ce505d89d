// The text shown when nothing more specific is known (MSG.somethingWentWrong). In a module of its own
// because bundlers place whole modules: the web app's first page (error notification, route error
// page) needs this text and none of the other messages.

export const SOMETHING_WENT_WRONG = 'Something went wrong';
