import { useRouteError } from 'react-router';
import { ErrorView } from './error-view';
import { useFinishFirstView } from './use-finish-first-view';

/** Catches what a route throws while rendering or loading its code (e.g. a chunk gone after a deploy). */
export function RouteErrorView() {
  const error = useRouteError();
  useFinishFirstView(true);
  return <ErrorView error={error} />;
}
