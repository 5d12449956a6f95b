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
    // In place of the page signed out of: Back does not bring back its dialog asking to sign out.
    window.location.replace('/');
  }
}
