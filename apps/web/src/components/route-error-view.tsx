import { useRouteError } from 'react-router';
import { ErrorView } from './error-view';

/** Catches what a route throws while rendering or loading its code (e.g. a chunk gone after a deploy). */
export function RouteErrorView() {
  const error = useRouteError();
  return <ErrorView error={error} />;
}
