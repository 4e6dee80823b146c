import { routeLoader } from "~/session/route-loader";
import { routeError } from "~/session/route-error";
import { RouteErrorBoundary } from "~/routing/kit/error-page";

/** Any URL that is no page of the spec: the 404 error page (inside the shell when signed in). */
export const clientLoader = routeLoader({
  load: () => {
    throw routeError(404, "errors.notFound");
  },
});
export const ErrorBoundary = RouteErrorBoundary;
export default function NotFound() {
  return null;
}
