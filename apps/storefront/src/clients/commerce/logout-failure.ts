/** Shared by the browser's sign-out and the server route, neither of which loads the other. */

/** The storefront route that forwards a logout to commerce (requirements §7 "POST {logout path}"). */
export const LOGOUT_ROUTE_PATH = '/api/customer/logout';

/** requirements §8: the text a failed commerce logout is logged with; the sign-out goes on without it. */
export const COMMERCE_LOGOUT_FAILURE = 'Error during hybris logout';
