type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate = (to) => window.location.assign(to);

/** Registers the app router's navigate (lib/appRouter) so code outside React (thunks, axios interceptors) can navigate. */
export function setNavigate(navigate: Navigate): void {
  current = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}

export function currentPath(): string {
  return window.location.pathname;
}
