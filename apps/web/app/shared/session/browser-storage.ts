/** Clears local and session storage when a session starts or ends (spec §4), so nothing of the last user stays. */
export function clearBrowserStorage() {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      storage.clear();
    } catch {
      // Storage can be unavailable (privacy mode); there is then nothing to clear.
    }
  }
}
