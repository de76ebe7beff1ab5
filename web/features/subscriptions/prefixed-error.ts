import { ApiError, errorMessage } from '../../lib/api.js';

/** The server's (or the generic) text after one of SUBSCRIPTION_MSG's prefixes (spec §8). */
export const prefixedError = (prefix: string, error: unknown) => new ApiError(`${prefix}${errorMessage(error)}`);
