/** docs/product.md#limits business constants used by the client. */
export const NOTIFICATION_TIMEOUT_MS = 5000;
export const NOTIFICATION_MAX_STACK = 3;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
export const PAGINATION_MAX_LINKS = 5;
/** Packages and promotions are refreshed at most this often. */
export const CATALOGUE_REFRESH_MS = 60_000;
export const SIDEBAR_BREAKPOINT_PX = 1200;
/** The loading bar stays up at least this long so quick requests do not flicker. */
export const MIN_LOADING_MS = 200;
export const MODAL_ANIMATION_MS = 500;
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
