import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setSessionExpiredHandler } from '../../lib/api-client';
import { notify } from '../../lib/notifications';
import { session } from '../../lib/session';

/** Spec §4: on 401 or 403, the user and storage are cleared, a notice is shown, and /auth opens. */
export function SessionGuard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    setSessionExpiredHandler((message) => {
      session.clear();
      queryClient.clear();
      notify('error', message, { forNextPage: true });
      navigate('/auth');
    });
  }, [navigate, queryClient]);
  return null;
}
