import type { ReactNode } from 'react';
import { SiteFooter } from '../start/SiteFooter';
import './sign-in.css';

/** The frame of the sign-in, sign-up, reset and activation screens: one centred card, the footer below. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="sign-in">
      <main className="sign-in__main">{children}</main>
      <SiteFooter />
    </div>
  );
}
