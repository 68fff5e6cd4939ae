import type { ReactNode } from 'react';
import './globals.css';

// Every page lives under app/[locale]/, whose layout draws the document in its language; this
// root only lets app/not-found.tsx (the answer for any address that does not exist) sit beside it.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
