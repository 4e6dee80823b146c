/** Session constants of spec §9. */
export const TOKEN_TYPE = "Bearer";
/** Used when the token carries no `exp` claim. */
export const TOKEN_MAX_AGE_SECONDS = 1800;
/** A token counts as expired this long before its real expiry, so no request races the deadline. */
export const TOKEN_EXPIRY_MARGIN_MS = 500;
export const SESSION_EXPIRED_MESSAGE = "Both token and refresh token have expired. Your request was aborted.";
