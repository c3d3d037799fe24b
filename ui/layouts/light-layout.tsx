import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The checkout's frame: the brand and the page only, so nothing leads away mid-purchase. */
export const LightLayout = ({ children }: { children: ReactNode }) => (
  <div className="layout-light">
    <header className="site-header">
      <Link to="/" className="site-brand">
        Estampa
      </Link>
    </header>
    <main id="main" className="site-main">
      {children}
    </main>
  </div>
);
