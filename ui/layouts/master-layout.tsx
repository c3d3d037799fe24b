import { Link, Outlet } from 'react-router';

export const MasterLayout = () => (
  <div className="layout-master">
    <header className="site-header">
      <Link to="/" className="site-brand">
        Estampa
      </Link>
    </header>
    <main id="main" className="site-main">
      <Outlet />
    </main>
    <footer className="site-footer">
      <p>Personalised mugs, prints, canvases and photo books.</p>
    </footer>
  </div>
);
