/** The frame of the invitation pages: one centred card, usable from 320 px wide. */
import type { ReactNode } from 'react';
import './invitations.css';

export function InvitationCard({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <main className="invitation">
      <section className="invitation__card" aria-busy={busy || undefined}>
        {children}
      </section>
    </main>
  );
}
