/**
 * The services (applications) this identity provider will sign people in to — what a CAS server calls its service
 * registry. A real server lists each application; for development every `localhost`, `*.localhost` and loopback
 * address is registered, plus the host names given in `DEV_IDP_SERVICE_HOSTS`.
 */
export function serviceRegistry(extraHosts: readonly string[] = []) {
  const hosts = new Set(['localhost', '127.0.0.1', '[::1]', ...extraHosts.map((host) => host.toLowerCase())]);
  return {
    /** Whether a service URL may receive tickets: http(s), no credentials, a registered host. */
    allows(service: string): boolean {
      let url: URL;
      try {
        url = new URL(service);
      } catch {
        return false;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
      if (url.username || url.password) return false;
      return hosts.has(url.hostname) || url.hostname.endsWith('.localhost');
    },
  };
}

export type ServiceRegistry = ReturnType<typeof serviceRegistry>;
