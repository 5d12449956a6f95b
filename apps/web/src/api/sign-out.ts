import { apiRequest } from '../lib/api-client';
import { session } from '../lib/session';

/** Ends the session server side when it can; the device is cleared and reloaded whatever the answer. */
export async function signOut() {
  try {
    await apiRequest('/auth/users/signout');
  } catch {
    // Offline or already expired: the local sign-out below still happens.
  } finally {
    session.clear();
    window.location.assign('/');
  }
}
