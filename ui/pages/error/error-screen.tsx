import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';

export const ErrorScreen = () => {
  const error = useRouteError();
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return (
      <main className="error-screen">
        <h1>Page not found</h1>
        <p>
          There is no page at <code>{pathname}</code>.
        </p>
        <Link to="/" reloadDocument>
          Back to home
        </Link>
      </main>
    );
  }
  return (
    <main className="error-screen">
      <h1>500 Error</h1>
      <p>Something went wrong on our side.</p>
      <a href="/">Back to home</a>
    </main>
  );
};
