import type { ReactNode } from 'react';

/** The centred card every public screen sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth-card" aria-labelledby="auth-card-title">
      <h1 id="auth-card-title">{title}</h1>
      {children}
    </main>
  );
}
