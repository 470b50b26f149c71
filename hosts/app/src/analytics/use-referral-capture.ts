/**
 * Remembers a partner link (`?ref=…&aud=…`) of whichever page the visitor opens: used by the root layout of every
 * route, so a link to the start page, the wizard or an invitation counts alike.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { captureReferral } from './referral';

/** Captures the partner link of the current address, again whenever the query changes. */
export function useReferralCapture(): void {
  const { search } = useLocation();
  useEffect(() => {
    // The capture reads the address the page opened with, before any redirect (sign-in, sign-up) replaces it.
    if (search) captureReferral(search, globalThis.localStorage);
  }, [search]);
}
