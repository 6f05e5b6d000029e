import { useNavigate } from 'react-router-dom';

export function NotFoundRoute() {
  const navigate = useNavigate();

  return (
    <main>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <button type="button" onClick={() => navigate(-1)}>
        Go Back
      </button>
      <button type="button" onClick={() => navigate('/')}>
        Return Home
      </button>
    </main>
  );
}
