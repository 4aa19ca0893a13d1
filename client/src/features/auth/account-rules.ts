/* Client-side checks that save a round trip; the server's validation is the one that counts. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const PASSWORD_MIN_LENGTH = 8;
/** Word for word the server's message, so the user reads the same sentence whichever side caught it. */
export const PASSWORD_LENGTH_MESSAGE = `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
