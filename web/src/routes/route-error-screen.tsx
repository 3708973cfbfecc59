import { useLocation, useNavigate } from 'react-router';
import { ErrorScreen } from '../components/error-boundary.tsx';

/** Last line of defence for errors the in-tree boundary cannot see (router-level failures). */
export function RouteErrorScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  // Navigating to the same location makes the data router drop its stored error and render again.
  return <ErrorScreen onTryAgain={() => void navigate(`${location.pathname}${location.search}`, { replace: true })} />;
}
