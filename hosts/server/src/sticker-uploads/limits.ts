/**
 * Default of RATE_LIMIT_STICKER_UPLOAD_CLIENT, the contributions one browser may send through one sticker link
 * (`client-limit.ts`): a parent sending photos of three children, each tried twice, fits; a script does not.
 */
export const STICKER_UPLOAD_CLIENT_RATE = '6/1m,30/1h';
