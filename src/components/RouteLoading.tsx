// Shown while the first route's code is still downloading.
export function RouteLoading() {
  return (
    <div className="route-loading" role="status">
      Loading...
    </div>
  );
}
