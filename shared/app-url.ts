/**
 * The service's web application, {app_url} in the spec: where people open memorial pages, the
 * create-a-memorial form (/start) and their dashboard. The API gives no address for it; the app
 * takes it from the service address by dropping the API's path prefix (/api/v1), which is how the
 * sandbox (and the spec's examples) place them: base_url = {app_url}/api/v1.
 */
export function appUrlOf(serviceUrl: string): string {
  return serviceUrl.replace(/\/+$/, '').replace(/\/api\/v\d+$/, '');
}
