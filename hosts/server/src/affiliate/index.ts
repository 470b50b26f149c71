/** Affiliate partners (issue #17): the admins' partner list, the referral recorded at sign-up and album creation, and the partners' conversions page. */
export { affiliatePlugin } from './routes';
export { albumReferral, signUpReferral } from './referral';
